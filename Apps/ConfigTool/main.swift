import Foundation
import WayfinderConfig

// wayfinder-config FILE
//   Parses a YAML configuration and prints its node tree (see YAMLNode.outline()), or prints
//   the rendered errors to standard error and exits with status 1. Bad usage exits with 2.

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
    printError("usage: wayfinder-config FILE")
    exit(2)
}
do {
    print(try YAMLParser.parse(fileAtPath: path).outline())
} catch {
    printError(error.description)
    exit(1)
}
