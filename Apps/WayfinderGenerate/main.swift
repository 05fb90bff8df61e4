import Foundation

do {
    let tool = try GenerateTool(arguments: Array(CommandLine.arguments.dropFirst()))
    exit(tool.run())
} catch {
    if let message = error.message {
        GenerateTool.printError("wayfinder-generate: \(message)\n\(GenerateTool.usage)")
        exit(64)
    }
    print(GenerateTool.usage)
}
