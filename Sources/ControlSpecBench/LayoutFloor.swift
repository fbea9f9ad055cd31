import ControlSpec
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the output's folder layout costs the kernel (`--layouts`): the write floor's files written
/// again by the system calls alone that the writer makes for a new file in a clean compile's folder
/// (the file created under its name, filled, its stamp read, closed), on every core, in two layouts:
///
/// - **as compiled**: the folders the compile wrote, every control's previews in one folder
///   (`Previews/Knob-initial.svg`);
/// - **a folder per control**: each control's previews in a folder of their own
///   (`Previews/Knob/initial.svg`), made when its first file is written, a layout the tool does
///   not write.
///
/// The writer's own work (locks, names checked, manifests) is left out of both, so the difference
/// is the kernel's: looking up and adding a name in a folder of tens of thousands of files, against
/// one of ten.
struct LayoutFloor {
    /// Where the files go.
    enum Layout {
        case asCompiled, folderPerControl

        /// The path of the file the compile wrote at `path`, in this layout.
        func path(of path: String) -> String {
            guard self == .folderPerControl else { return path }
            let folder = (path as NSString).deletingLastPathComponent, name = (path as NSString).lastPathComponent
            // Preview names are `<Name>-<state>…svg`, and a control's name has no '-'.
            guard (folder as NSString).lastPathComponent == "Previews", name.hasSuffix(".svg"), let dash = name.firstIndex(of: "-") else { return path }
            return folder + "/" + name[..<dash] + "/" + name[name.index(after: dash)...]
        }
    }

    /// The files, by path under the output folder (`WriteFloor`).
    var files: [(path: String, contents: [UInt8])]

    /// The seconds it takes to write every file into `folder`, which must not exist, in `layout`,
    /// on `threads` threads. As in a compile, a thread writes every file of the controls it takes
    /// (thread `t` the controls `t`, `t + threads`, … in name order), in both layouts.
    func seconds(writingInto folder: String, layout: Layout, threads: Int) throws -> Double {
        let paths = files.map { layout.path(of: $0.path) }
        // The files of each control (its Swift file and its previews, by the name they start
        // with), in path order; the gallery and the manifests are a control of their own.
        var byControl: [String: [Int]] = [:]
        for (index, file) in files.enumerated() {
            let name = (file.path as NSString).lastPathComponent
            let control = name.hasPrefix(".") || name == "index.html" ? "" : String(name.prefix { $0 != "-" && $0 != "." })
            byControl[control, default: []].append(index)
        }
        let controls = byControl.keys.sorted().map { byControl[$0]! }
        // The folders the compile made itself (the output folder and `Previews`) exist before the
        // clock starts; a control's folder is made by the first thread to write into it.
        for path in Set(files.map { ($0.path as NSString).deletingLastPathComponent }) {
            try FileManager.default.createDirectory(atPath: folder + "/" + path, withIntermediateDirectories: true)
        }
        let failures = Failures()
        let seconds = Benchmark.seconds {
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                // The folder of the last file, kept open: a control's files are neighbours in
                // path order, and ten thousand folders held open would pass the process's limit.
                var current: (path: String, descriptor: Int32)?
                defer { if let current { close(current.descriptor) } }
                for index in stride(from: thread, to: controls.count, by: threads).flatMap({ controls[$0] }) {
                    let path = paths[index]
                    let name = (path as NSString).lastPathComponent, parent = (path as NSString).deletingLastPathComponent
                    if current?.path != parent {
                        if let current { close(current.descriptor) }
                        let full = parent.isEmpty ? folder : folder + "/" + parent
                        if mkdir(full, 0o777) != 0 && errno != EEXIST { failures.add("mkdir \(full): \(errno)") }
                        current = (parent, open(full, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
                    }
                    let descriptor = current!.descriptor
                    let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
                    guard file >= 0 else {
                        failures.add("create \(path): \(errno)")
                        return
                    }
                    let written = files[index].contents.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
                    if written != files[index].contents.count { failures.add("write \(path): \(errno)") }
                    var status = stat()
                    _ = fstat(file, &status)
                    close(file)
                }
            }
        }
        if let first = failures.first { throw StageTimes.Failure(description: "the layout floor could not write: \(first)") }
        return seconds
    }
}
