import ChessMotion
import FoundationEssentials

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

    /// The line forms a module may use: regex literals, checked when the tool is compiled, with
    /// their captures typed. Made once a bundle, as a `Regex` is not `Sendable` and so not a static.
    private struct LinePatterns {
        let importLine = #/^\s*import\s*\{([^}]*)\}\s*from\s*"([^"]+)"\s*;?\s*$/#
        let exportLine = #/^(\s*)export\s+((?:async\s+)?function\*?|class|const)\s+([A-Za-z_$][\w$]*)/#
        let anyImportOrExport = #/^\s*(import|export)\b(?!\s*\()/#
    }

    /// The module's body with its imports and exports rewritten, and its exports handed out at the end.
    static func rewrite(_ module: Module, known: Set<String>) throws(KitPageError) -> String {
        var lines: [String] = []
        var exported: [String] = []
        let patterns = LinePatterns()
        // Split at each "\n" scalar: a "\r\n" is one Character, and the line keeps its "\r".
        let sourceLines = module.source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in sourceLines.map({ String(String.UnicodeScalarView($0)) }).enumerated() {
            let number = index + 1
            if let match = line.firstMatch(of: patterns.importLine) {
                let (list, specifier) = (String(match.output.1), String(match.output.2))
                let target = resolve(specifier, from: module.path)
                guard known.contains(target) else {
                    throw .unbundlable(module.path, line: number, reason: "imports \(specifier), which is not one of the page's modules")
                }
                let names = try bindings(list, module: module.path, line: number)
                lines.append("const { \(names) } = kitRequire(\(quoted(specifier)));")
            } else if let match = line.firstMatch(of: patterns.exportLine) {
                exported.append(String(match.output.3))
                // The keyword and the space after it go; the declaration stays.
                var declaration = line
                if let keyword = line.firstRange(of: "export"), keyword.upperBound < line.endIndex {
                    declaration.removeSubrange(keyword.lowerBound...keyword.upperBound)
                }
                lines.append(dynamicImportsRewritten(declaration))
            } else if let match = line.firstMatch(of: patterns.anyImportOrExport) {
                throw .unbundlable(module.path, line: number, reason: "this form of \(match.output.1) cannot be inlined "
                                   + "(write `import { a, b } from \"./x.js\";` on one line, or `export` before const, function or class)")
            } else {
                lines.append(dynamicImportsRewritten(line))
            }
        }
        if !exported.isEmpty { lines.append("Object.assign(kitExports, { \(exported.joined(separator: ", ")) });") }
        return lines.joined(separator: "\n")
    }

    /// `import(PATH)` as `kitImport(PATH)`, which resolves PATH from this module among the bundled
    /// ones: `import` not preceded by a name's character or a `.`, then spaces, then `(`.
    private static func dynamicImportsRewritten(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars), keyword = Array("import".unicodeScalars)
        func continuesName(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "$" || scalar == "." || scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if scalars[index...].starts(with: keyword), index == 0 || !continuesName(scalars[index - 1]) {
                var after = index + keyword.count
                while after < scalars.count, scalars[after].properties.isWhitespace { after += 1 }
                if after < scalars.count, scalars[after] == "(" {
                    result.append(contentsOf: "kitImport(".unicodeScalars)
                    index = after + 1
                    continue
                }
            }
            result.append(scalars[index])
            index += 1
        }
        return String(result)
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
            default: throw .unbundlable(module, line: line, reason: "cannot read the imported name '\(item.trimmingSpaces())'")
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
        script.replacing(#/<\/script/#.ignoresCase().matchingSemantics(.unicodeScalar), with: "<\\/script")
            .replacingEvery("<!--", with: "<\\!--")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"") + "\""
    }
}
