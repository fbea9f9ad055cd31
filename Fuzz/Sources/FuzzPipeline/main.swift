import ControlSpec
import Foundation

// The fuzz target: every input goes through the whole pipeline — YAML front end, checker, design
// lint, Swift generation and SVG previews with their gallery — as `controlspec compile` runs it.
// A trap, a hang, a leak or an allocation over libFuzzer's limit is a finding.
//
// `FuzzPipeline --write-seeds DIR` writes the seed corpus (every rule example of the catalogue)
// and `FuzzPipeline --write-dictionary FILE` the dictionary of the format's keys and words; both
// come from the library, so they follow the language as it changes. Any other arguments go to
// libFuzzer.

/// libFuzzer's entry point for a program with its own `main`.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The templates, parsed once.
let templates = TemplateSet.make().set!

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "--write-seeds" {
    exit(FuzzSeeds.write(to: arguments[2]))
}
if arguments.count == 3, arguments[1] == "--write-dictionary" {
    exit(FuzzDictionary.write(to: arguments[2]))
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzInput.run(bytes, templates: templates)
    return 0
})
