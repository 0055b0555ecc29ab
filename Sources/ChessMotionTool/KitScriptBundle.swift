import ChessMotion
import Foundation

/// The kit's ES modules (`Web/*.js`, `Web/scenes/*.js`) rewritten into one classic script, so
/// the page runs when opened from disk: browsers refuse to load modules from a `file://` page,
/// but they run its inline classic scripts. The modules stay ES modules in `Web/` (node's tests
/// import them); only the written page holds this form.
///
/// Each module becomes a function whose scope is the module's own (strict, its names private).
/// `import { a, b as c } from "./x.js";` becomes a lookup of `x.js`'s exports, evaluated on first
/// use; `export` before a `const`, `function` or `class` declaration is dropped and the name
/// handed out once the module has run; `import(PATH)` resolves PATH among the bundled modules.
/// Those are the forms `Web/` uses. Any other import or export is refused with its file and line
/// rather than passed through half-rewritten.
struct KitScriptBundle {
    struct Module: Sendable {
        /// The module's path under `Web/`, such as `scenes/bots.js`: what imports resolve to.
        let path: String
        let source: String
    }

    /// One classic script that defines every module and runs `entry` (and what it imports).
    static func script(_ modules: [Module], entry: String) throws(KitPageError) -> String {
        let paths = Set(modules.map(\.path))
        guard paths.contains(entry) else { throw .unbundlable(entry, line: 0, reason: "the page's entry module is missing") }
        var script = prelude
        for module in modules {
            let body = try rewrite(module, known: paths)
            script += "define(\(quoted(module.path)), function (kitExports, kitRequire, kitImport) {\n\"use strict\";\n\(body)\n});\n"
        }
        script += "load(\(quoted(entry)));\n})();\n"
        return htmlSafe(script)
    }

    /// The registry the modules are defined into: evaluated on first import, once, in
    /// dependency order; an import cycle is refused (no module of the kit has one, and
    /// destructured imports could not see a cycle's late exports).
    static let prelude = """
    (function () {
    "use strict";
    const definitions = new Map(), loaded = new Map(), loading = new Set();
    function resolve(from, specifier) {
      const parts = from.split("/").slice(0, -1);
      for (const part of specifier.split("/")) {
        if (part === "..") parts.pop(); else if (part !== ".") parts.push(part);
      }
      return parts.join("/");
    }
    function define(path, body) { definitions.set(path, body); }
    function load(path) {
      if (loaded.has(path)) return loaded.get(path);
      if (loading.has(path)) throw new Error(`${path}: an import cycle, which the inlined page cannot order`);
      const body = definitions.get(path);
      if (!body) throw new Error(`${path}: no such module in this page`);
      loading.add(path);
      const exports = {};
      body(exports, (specifier) => load(resolve(path, specifier)), (specifier) => Promise.resolve().then(() => load(resolve(path, specifier))));
      loading.delete(path);
      loaded.set(path, Object.freeze(exports));
      return exports;
    }

    """

    private static let importLine = try! NSRegularExpression(pattern: #"^\s*import\s*\{([^}]*)\}\s*from\s*"([^"]+)"\s*;?\s*$"#)
    private static let exportLine = try! NSRegularExpression(
        pattern: #"^(\s*)export\s+((?:async\s+)?function\*?|class|const)\s+([A-Za-z_$][\w$]*)"#)
    private static let anyImportOrExport = try! NSRegularExpression(pattern: #"^\s*(import|export)\b(?!\s*\()"#)
    private static let dynamicImport = try! NSRegularExpression(pattern: #"(?<![\w$.])import\s*\("#)

    /// The module's body with its imports and exports rewritten, and its exports handed out at the end.
    static func rewrite(_ module: Module, known: Set<String>) throws(KitPageError) -> String {
        var lines: [String] = []
        var exported: [String] = []
        for (index, line) in module.source.components(separatedBy: "\n").enumerated() {
            let number = index + 1
            if let match = firstMatch(importLine, in: line) {
                let target = resolve(match[2], from: module.path)
                guard known.contains(target) else {
                    throw .unbundlable(module.path, line: number, reason: "imports \(match[2]), which is not one of the page's modules")
                }
                let names = try bindings(match[1], module: module.path, line: number)
                lines.append("const { \(names) } = kitRequire(\(quoted(match[2])));")
            } else if let match = firstMatch(exportLine, in: line) {
                exported.append(match[3])
                let nsLine = line as NSString
                let keyword = (nsLine.range(of: "export") as NSRange)
                lines.append(dynamicImportsRewritten(nsLine.replacingCharacters(in: NSRange(location: keyword.location, length: keyword.length + 1), with: "")))
            } else if let match = firstMatch(anyImportOrExport, in: line) {
                throw .unbundlable(module.path, line: number, reason: "this form of \(match[1]) cannot be inlined "
                                   + "(write `import { a, b } from \"./x.js\";` on one line, or `export` before const, function or class)")
            } else {
                lines.append(dynamicImportsRewritten(line))
            }
        }
        if !exported.isEmpty { lines.append("Object.assign(kitExports, { \(exported.joined(separator: ", ")) });") }
        return lines.joined(separator: "\n")
    }

    /// `import(PATH)` as `kitImport(PATH)`, which resolves PATH from this module among the bundled ones.
    private static func dynamicImportsRewritten(_ line: String) -> String {
        dynamicImport.stringByReplacingMatches(in: line, range: NSRange(line.startIndex..., in: line), withTemplate: "kitImport(")
    }

    /// `a, b as c` as destructuring: `a, b: c`.
    private static func bindings(_ list: String, module: String, line: Int) throws(KitPageError) -> String {
        var names: [String] = []
        for item in list.split(separator: ",") {
            let words = item.split(whereSeparator: \.isWhitespace).map(String.init)
            switch words.count {
            case 0: continue
            case 1: names.append(words[0])
            case 3 where words[1] == "as": names.append("\(words[0]): \(words[2])")
            default: throw .unbundlable(module, line: line, reason: "cannot read the imported name '\(item.trimmingCharacters(in: .whitespaces))'")
            }
        }
        return names.joined(separator: ", ")
    }

    /// A relative import from the module at `from`, as the browser would resolve it.
    static func resolve(_ specifier: String, from: String) -> String {
        var parts = from.split(separator: "/").dropLast().map(String.init)
        for part in specifier.split(separator: "/").map(String.init) {
            if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
        }
        return parts.joined(separator: "/")
    }

    /// Text inside an inline `<script>` must not close it or open an HTML comment there; in
    /// JavaScript source both only occur in strings, comments or patterns, where `<\/` and `<\!`
    /// mean the same.
    static func htmlSafe(_ script: String) -> String {
        script.replacingOccurrences(of: "</script", with: "<\\/script", options: .caseInsensitive)
            .replacingOccurrences(of: "<!--", with: "<\\!--")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func firstMatch(_ expression: NSRegularExpression, in line: String) -> [String]? {
        let range = NSRange(line.startIndex..., in: line)
        guard let match = expression.firstMatch(in: line, range: range) else { return nil }
        return (0..<match.numberOfRanges).map { index in
            Range(match.range(at: index), in: line).map { String(line[$0]) } ?? ""
        }
    }
}
