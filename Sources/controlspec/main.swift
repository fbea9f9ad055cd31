print("controlspec")
