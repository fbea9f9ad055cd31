import Foundation
import Testing
@testable import ControlSpec

/// A folder's file paths worked out once (`FolderPaths`) are the paths
/// `NSString.appendingPathComponent` makes, for every kind of folder and name.
@Suite struct FolderPathsTests {
    static let folders = ["Prev", "out/Previews", "out/Previews/", "/", "", ".", "./out", "a//b", "a/b//", "//", "../up", "spaced folder/ü", "~/Previews"]
    static let names = ["Dial-initial.svg", "index.html", "x", ".", "..", "a b.svg", "é-dark.svg", "", "/lead", "trail/", "mid/dle", "-", "~"]

    @Test(arguments: folders)
    func eachPathIsTheFolderJoinedWithTheName(folder: String) {
        let paths = FolderPaths(folder)
        for name in Self.names {
            #expect(paths.path(of: name) == (folder as NSString).appendingPathComponent(name), "\(folder) + \(name)")
        }
        #expect(paths.folder == folder)
    }

    @Test func aFileMadeInTheFolderIsShownAtTheJoinedPath() {
        let file = OutputFile(in: FolderPaths("out/Previews/"), name: "Dial-initial.svg", contents: [], headerPrefix: PreviewHeader.prefix)
        #expect(file.shownPath == "out/Previews/Dial-initial.svg")
        #expect(file.folder == "out/Previews/")
        #expect(file == OutputFile(folder: "out/Previews/", name: "Dial-initial.svg", contents: [], headerPrefix: PreviewHeader.prefix))
    }
}
