import Foundation
import StackLayout

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--version" {
    print("stacklayout 0.1.0")
} else {
    print("usage: stacklayout solve FILE... | check FILE... | --help | --version")
}
