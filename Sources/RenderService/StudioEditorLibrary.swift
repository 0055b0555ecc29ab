import FoundationEssentials

/// The studio's editor component: CodeMirror 5 as Debian's `libjs-codemirror` installs it
/// (Scripts/install-dependencies), read from where the package puts it and inlined into the
/// page, so it is never copied into the checkout and the page needs no second request (which
/// would have to carry the studio's token). Without the package the page keeps its own text
/// area with a line-number gutter (Web/studio-editor.js): nothing else depends on it.
enum StudioEditorLibrary {
    /// Where the Debian package installs the library.
    static let folder = "/usr/share/javascript/codemirror"
    static let script = "lib/codemirror.js"
    static let style = "lib/codemirror.css"

    /// The library's style and script as page elements, or nothing when it is not installed.
    static func elements(in folder: String = folder) -> String {
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        guard let style = try? String(contentsOf: root.appendingPathComponent(style), encoding: .utf8),
              let script = try? String(contentsOf: root.appendingPathComponent(script), encoding: .utf8),
              // Inlined text must not close its own element early.
              !style.contains("</style"), !script.contains("</script") else { return "" }
        return "<style>\n\(style)</style>\n<script>\n\(script)</script>"
    }
}
