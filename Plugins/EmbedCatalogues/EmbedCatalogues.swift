import PackagePlugin

/// Compiles a target's message catalogues into it: each `.po` file among
/// its sources (BrocadeTUI's `Language/Catalogues/zh.po`) becomes a Swift
/// file holding its text as a string (`zhCatalogue`), written by the
/// embed-catalogue tool into the build folder at every `swift build` whose
/// catalogue changed. So translators edit a real PO file, and the game
/// still never looks for its words on disk.
@main
struct EmbedCatalogues: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "embed-catalogue")
        return target.sourceFiles(withSuffix: "po").map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name)Catalogue.swift")
            return .buildCommand(
                displayName: "Embedding the catalogue \(name).po",
                executable: tool.url,
                arguments: [file.url.path(), output.path()],
                inputFiles: [file.url],
                outputFiles: [output]
            )
        }
    }
}
