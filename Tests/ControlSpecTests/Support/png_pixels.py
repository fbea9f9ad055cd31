#!/usr/bin/env python3
"""Prints the colour of PNG pixels: png_pixels.py FILE X Y [X Y ...] -> one "R G B A" line per point.

Standard library only (zlib, struct): 8-bit greyscale, RGB, grey+alpha and RGBA, non-interlaced,
every PNG row filter. Used by the preview tests to check rendered pixels.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("not a PNG: " + path)
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise SystemExit("unsupported PNG (depth %d, colour type %d, interlace %d)" % (depth, colour, interlace))
    raw, stride, rows, prev, at = zlib.decompress(idat), width * channels, [], bytearray(width * channels), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up, corner = prev[i], prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(line)
        prev = line
    return width, height, channels, rows


def main():
    width, height, channels, rows = decode(sys.argv[1])
    coordinates = [int(round(float(v))) for v in sys.argv[2:]]
    for x, y in zip(coordinates[0::2], coordinates[1::2]):
        if not (0 <= x < width and 0 <= y < height):
            print("outside")
            continue
        px = rows[y][x * channels:(x + 1) * channels]
        rgba = {1: [px[0]] * 3 + [255], 2: [px[0]] * 3 + [px[1]], 3: list(px) + [255], 4: list(px)}[channels]
        print(" ".join(str(v) for v in rgba))


main()
