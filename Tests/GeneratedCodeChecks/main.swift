// Behaviour checks of the generated portable code, compiled on Linux together with the Swift that
// controlspec generates from Specs/ (see GeneratedCodeHarness in the test target). Not part of any
// SwiftPM target: the test suite compiles this folder with swiftc and runs the result.

KnobChecks.run()
FastCartButtonChecks.run()
RotaryKnobChecks.run()
Checks.finish()
