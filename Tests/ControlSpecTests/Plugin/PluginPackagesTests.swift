import Foundation
import Testing

/// The prebuilt plugins' package (`ControlSpecPlugins/`) offers the main package's plugins: the same
/// code, through links, and the same declarations, which two manifests cannot share.
@Suite struct PluginPackagesTests {
    static let plugins = ["ControlSpecPlugin", "LintControlSpecs", "GenerateControlCode"]

    static func manifest(_ relativePath: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    @Test func eachPluginFolderIsALinkToTheSourcePluginsFolder() throws {
        for plugin in Self.plugins {
            let link = PackagePaths.root.appendingPathComponent("ControlSpecPlugins/Plugins/\(plugin)").path
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link)
            #expect(destination == "../../Plugins/\(plugin)", "\(link) links to the main package's plugin folder")
            #expect(FileManager.default.fileExists(atPath: link + "/\(plugin).swift"))
        }
    }

    /// Every package depending on the plugins compiles all three at its first build, one compiler
    /// process per Swift file (docs/plugin.md, "What it saves"): each plugin's folder, and each
    /// shared folder it links, holds one Swift file.
    @Test func eachPluginFolderCompilesOneSwiftFilePerFolder() throws {
        let files = FileManager.default
        func swiftFiles(_ folder: String) throws -> Int {
            try files.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.count
        }
        for plugin in Self.plugins {
            let folder = PackagePaths.root.appendingPathComponent("Plugins/\(plugin)").path
            var counts = [plugin: try swiftFiles(folder)]
            for entry in try files.contentsOfDirectory(atPath: folder) {
                var isFolder: ObjCBool = false
                if files.fileExists(atPath: folder + "/" + entry, isDirectory: &isFolder), isFolder.boolValue {
                    counts[entry] = try swiftFiles(folder + "/" + entry)
                }
            }
            #expect(counts["Shared"] != nil, "\(plugin) links Plugins/Shared")
            #expect(counts.values.allSatisfy { $0 == 1 }, "\(plugin): Swift files per folder \(counts)")
        }
    }

    /// Each product, verb, description and permission of the prebuilt plugins' manifest is written
    /// the same in the main manifest, so a user switching packages gets the same commands.
    @Test func bothManifestsDeclareThePluginsAlike() throws {
        let main = try Self.manifest("Package.swift")
        let prebuilt = try Self.manifest("ControlSpecPlugins/Package.swift")
        let declarations = prebuilt.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix(".plugin(name:") && $0.contains("targets:") || $0.hasPrefix("intent:") || $0.hasPrefix("permissions:") }
        #expect(declarations.count == 3 + 2 + 1, "three products, two command intents, one permission:\n\(declarations)")
        let mainLines = Set(main.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for declaration in declarations {
            #expect(mainLines.contains(declaration), "Package.swift declares as ControlSpecPlugins/Package.swift does: \(declaration)")
        }
        for plugin in Self.plugins {
            #expect(prebuilt.contains(".plugin(name: \"\(plugin)\", targets: [\"\(plugin)\"])"))
        }
    }
}
