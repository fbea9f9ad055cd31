import ControlKernelSource
import Foundation

/// The kernel's namespace enters a generated file after the file is normalised, not before.
///
/// The namespace is most of a file (50 of 66 KB), the same for every control of a kind but for
/// its heading, and is cached already as `SwiftGenerator.normalized` would leave it
/// (`KernelEmitter.normalizedNamespace`). So templates get a short placeholder for it
/// (`control.kernel`), the rendered file (16 KB) is normalised, and the normalised namespace
/// takes each placeholder's place. Neither the renderer nor the normalisation goes through the
/// namespace's 1,100 lines for each control.
///
/// The bytes are those of rendering the namespace itself and normalising the whole file, wherever
/// a template puts it: the normalisation is one pass over lines, and what it makes of a line
/// depends on the lines before it only through whether the last one was empty and how many line
/// feeds are owed. The placeholder and the namespace both end in a line feed, and the lines
/// they begin and end (the placeholder's one, and the namespace's first and last) are not empty
/// and do not end in a space or tab, whatever a template writes before them on their line. So
/// the line feeds written before them, and everything after them, are the same; a test compares
/// the two over random texts and random kernels.
enum KernelPlaceholder {
    /// The placeholder's text: a name between NUL bytes, which no generated Swift holds otherwise
    /// (every text from a spec enters the code escaped, `SwiftLiteral`).
    static let marker = "\u{0}controlspec-kernel\u{0}"

    /// What templates get for the kernel of a kind with `files`: the marker and a line feed, as
    /// the namespace ends in one; nothing when the kind has no kernel files, as for the namespace.
    static func value(for files: [KernelFile]) -> String {
        files.isEmpty ? "" : marker + "\n"
    }

    /// The generated file: `text`, rendered with `value(for: files)` for the kernel, normalised
    /// (`SwiftGenerator.normalized`), with the namespace of `typeName` in place of every marker.
    ///
    /// Normalised straight into the file's buffer, made once at its full size, and each namespace
    /// written into it where its marker was: no buffer of the normalised text is made and copied
    /// again. The markers are the same in the rendered text and the normalised one, as the
    /// normalisation only trims the ends of lines and removes blank lines.
    static func normalized(_ text: [UInt8], typeName: String, access: String, files: [KernelFile]) -> [UInt8] {
        let markerCount = files.isEmpty ? 0 : text.withUnsafeBufferPointer { offsets(in: $0).count }
        guard markerCount > 0 else { return SwiftGenerator.normalized(text) }
        let namespace = KernelEmitter.normalizedNamespace(of: typeName, access: access, files: files)
        let growth = namespace.count - markerBytes.count
        precondition(growth >= 0, "a namespace shorter than its marker")
        return [UInt8](unsafeUninitializedCapacity: text.count + 1 + markerCount * growth) { buffer, count in
            let base = buffer.baseAddress!
            let written = SwiftGenerator.normalize(text, into: base)
            let markers = offsets(in: UnsafeBufferPointer(start: base, count: written))
            precondition(markers.count == markerCount, "the normalisation changed the kernel's markers")
            // From the last marker to the first: the text after each moves on by the growth of
            // every namespace before it and its own, and the namespace goes where its marker ends up.
            var end = written
            for (index, offset) in markers.enumerated().reversed() {
                let after = offset + markerBytes.count
                (base + after + (index + 1) * growth).moveInitialize(from: base + after, count: end - after)
                namespace.write(to: base + offset + index * growth)
                end = offset
            }
            count = written + markerCount * growth
        }
    }

    /// The marker's bytes.
    private static let markerBytes = Array(marker.utf8)

    /// Where the markers in `bytes` begin, in order: the marker begins with a NUL byte, found with
    /// `memchr` in the 16 KB of a rendered file.
    private static func offsets(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        markerBytes.withUnsafeBufferPointer { marker in
            var found: [Int] = []
            var start = 0
            while start + marker.count <= bytes.count,
                  let hit = memchr(bytes.baseAddress! + start, 0, bytes.count - start - marker.count + 1) {
                let offset = bytes.baseAddress!.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(bytes.baseAddress! + offset, marker.baseAddress!, marker.count) == 0 {
                    found.append(offset)
                    start = offset + marker.count
                } else {
                    start = offset + 1
                }
            }
            return found
        }
    }
}
