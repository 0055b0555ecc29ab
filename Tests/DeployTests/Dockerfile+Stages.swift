import Foundation

/// A Dockerfile read as Docker reads it, far enough to check what it says: continuation lines
/// joined, comments dropped, instructions grouped into stages by `FROM`. No engine runs here,
/// so this is how the tests hold the Dockerfile to the rest of the tree.
struct Dockerfile {
    struct Instruction {
        var keyword: String
        var arguments: String

        /// An exec-form argument list (`["serve", "--port", "8080"]`), nil for shell form.
        var execForm: [String]? {
            (try? JSONSerialization.jsonObject(with: Data(arguments.utf8))) as? [String]
        }
    }

    struct Stage {
        var base: String
        var name: String?
        var instructions: [Instruction]

        func all(_ keyword: String) -> [Instruction] { instructions.filter { $0.keyword == keyword } }
        func last(_ keyword: String) -> Instruction? { all(keyword).last }
    }

    var stages: [Stage] = []

    init(text: String) {
        var logical: [String] = []
        var pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#") || (trimmed.isEmpty && pending.isEmpty) { continue }
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast() + " "
            } else {
                logical.append(pending + trimmed)
                pending = ""
            }
        }
        for line in logical where !line.isEmpty {
            let parts = line.split(separator: " ", maxSplits: 1)
            let instruction = Instruction(keyword: parts[0].uppercased(),
                                          arguments: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
            if instruction.keyword == "FROM" {
                let words = instruction.arguments.split(separator: " ").map(String.init)
                let name = words.count >= 3 && words[1].uppercased() == "AS" ? words[2] : nil
                stages.append(Stage(base: words.first ?? "", name: name, instructions: []))
            } else if !stages.isEmpty {
                stages[stages.count - 1].instructions.append(instruction)
            }
        }
    }

    /// The packages an `apt-get install` in `stage` names (options and shell plumbing left out).
    static func aptPackages(in stage: Stage) -> Set<String> {
        var packages = Set<String>()
        for run in stage.all("RUN") {
            for command in run.arguments.components(separatedBy: "&&") {
                let words = command.split(separator: " ").map(String.init)
                guard let install = words.firstIndex(of: "install"), words.prefix(install).contains("apt-get") else { continue }
                packages.formUnion(words[(install + 1)...].filter { !$0.hasPrefix("-") })
            }
        }
        return packages
    }
}
