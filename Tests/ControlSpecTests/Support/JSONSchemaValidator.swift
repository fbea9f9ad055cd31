import Foundation

/// Validates JSON documents against a JSON Schema with Python's `jsonschema` package (the validator
/// of the draft the schema's `$schema` names, draft-07 when it names none): an implementation
/// independent of ours, run once per batch.
enum JSONSchemaValidator {
    /// Why validation could not run.
    struct Unavailable: Error, CustomStringConvertible {
        /// What is missing or went wrong.
        var description: String
    }

    /// The Python program: reads `{"schema": …, "instances": […]}` from standard input, checks the
    /// schema against its draft's meta-schema, and prints one JSON array of error lists.
    static let program = """
        import json, sys
        import jsonschema
        request = json.load(sys.stdin)
        schema = request["schema"]
        draft = jsonschema.validators.validator_for(schema, default=jsonschema.Draft7Validator)
        draft.check_schema(schema)
        validator = draft(schema)
        results = []
        for instance in request["instances"]:
            errors = sorted(validator.iter_errors(instance), key=lambda e: list(e.absolute_path))
            results.append(["/".join(map(str, e.absolute_path)) + ": " + e.message for e in errors])
        json.dump(results, sys.stdout)
        """

    /// Why validation cannot run here (no `python3`, or no `jsonschema` module), or `nil`.
    static let unavailableReason: String? = {
        guard let python = python3 else { return "python3 is not on PATH" }
        let probe = try? run(python, arguments: ["-c", "import jsonschema"], input: Data())
        return probe?.status == 0 ? nil : "the python3 module 'jsonschema' is missing (pip install jsonschema)"
    }()

    /// The errors of each instance (JSON text) against `schemaText`, in order; empty when valid.
    /// Throws when the schema is not valid for its draft or Python fails.
    static func errors(schemaText: String, instances: [String]) throws -> [[String]] {
        guard let python = python3 else { throw Unavailable(description: "python3 is not on PATH") }
        let request = "{\"schema\": \(schemaText), \"instances\": [\(instances.joined(separator: ",\n"))]}"
        let result = try run(python, arguments: ["-c", program], input: Data(request.utf8))
        guard result.status == 0, let results = try? JSONDecoder().decode([[String]].self, from: result.stdout) else {
            throw Unavailable(description: "jsonschema failed (status \(result.status)): \(String(decoding: result.stderr, as: UTF8.self))")
        }
        return results
    }

    /// `python3` on `PATH`.
    private static let python3: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs a program with `input` on standard input and collects its output. Input and standard
    /// error go through temporary files, so only one pipe is read and nothing can block.
    private static func run(_ executable: URL, arguments: [String], input: Data) throws -> (status: Int32, stdout: Data, stderr: Data) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("controlspec-jsonschema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let inputURL = directory.appendingPathComponent("stdin.json"), errorURL = directory.appendingPathComponent("stderr.txt")
        try input.write(to: inputURL)
        try Data().write(to: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let stdout = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, output, (try? Data(contentsOf: errorURL)) ?? Data())
    }
}
