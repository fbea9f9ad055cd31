/// Checks that only fuzzing builds make: they turn an output that is wrong but would not crash
/// into a trap, which libFuzzer reports as a finding.
///
/// `scripts/fuzz` builds with `-DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION` (OSS-Fuzz's convention);
/// every other build compiles each check to nothing. What the checks demand holds for every input
/// the checker accepts, so a trap means a value the checker should have refused got through:
/// - a number written into Swift or SVG is finite (`SwiftLiteral.number`, `SVGFormat.number`);
/// - every preview and the gallery read back as markup and hold nothing unsafe (`MarkupSafety`).
enum FuzzOracle {
    /// Traps in a fuzzing build when `value`, about to be written into `what`, is not finite.
    @inline(__always)
    static func checkFinite(_ value: Double, writtenInto what: StaticString) {
        #if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
        precondition(value.isFinite, "fuzz oracle: the non-finite number \(value) reached \(what)")
        #endif
    }

    /// Traps in a fuzzing build when `text`, the file `name`, does not read back as markup or
    /// holds something unsafe; `ownScripts` are the scripts the file may hold.
    static func checkMarkup(_ text: @autoclosure () -> String, name: String, ownScripts: [String] = []) {
        #if FUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION
        switch MarkupReader.read(text()) {
        case .success(let document):
            let problems = MarkupSafety.problems(in: document.root, ownScripts: ownScripts)
            precondition(problems.isEmpty, "fuzz oracle: \(name) holds \(problems)")
        case .failure(let error):
            preconditionFailure("fuzz oracle: \(name) does not read back as markup: line \(error.line): \(error.message)")
        }
        #endif
    }
}
