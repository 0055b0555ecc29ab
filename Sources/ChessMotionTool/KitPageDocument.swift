import ChessMotion
import ChessMotionSupport
import FoundationEssentials

/// The kit's `index.html` as one self-contained file: the template `Web/kit.html` with every
/// file the page reads (kit.json, palettes, bots, themes and plans as JSON text, the piece SVGs
/// as data URLs) in one JSON block, and the modules as one classic script (`KitScriptBundle`).
/// A page opened from disk (`file://`) may neither fetch nor import its neighbours, so it must
/// carry them; served, it is the same page. The folder's other files stay for servers and tools.
struct KitPageDocument {
    /// The template's lines the page's parts replace.
    static let filesMarker = "<!-- chess-motion kit: files -->"
    static let scriptMarker = "<!-- chess-motion kit: script -->"
    /// The id of the JSON block kit.js reads its files from.
    static let filesElement = "kit-files"

    private var json: [String: String] = [:]
    private var images: [String: String] = [:]

    /// A JSON file the page loads, by the relative path kit.json names it with.
    mutating func addJSON(_ data: Data, at path: String) {
        json[path] = String(decoding: data, as: UTF8.self)
    }

    /// An SVG image the page draws, by its relative path, as a data URL: one a canvas may be
    /// read back from (a `file://` image would be another origin).
    mutating func addSVG(_ data: Data, at path: String) {
        images[path] = "data:image/svg+xml;base64," + data.base64EncodedString()
    }

    /// The page: `template` with its markers replaced by the files block and `script`.
    func html(template: String, script: String) throws(KitPageError) -> String {
        for marker in [Self.filesMarker, Self.scriptMarker] where !template.contains(marker) {
            throw .pageTemplate(missing: marker)
        }
        let files = "<script type=\"application/json\" id=\"\(Self.filesElement)\">\(filesJSON())</script>"
        return template.replacingEvery(Self.filesMarker, with: files)
            .replacingEvery(Self.scriptMarker, with: "<script>\n\(script)</script>")
    }

    /// `{"images": {path: data URL}, "json": {path: text}}`, keys sorted so a page is
    /// reproducible, on one line. JSON has `<` only inside strings, where `\u003c` means the
    /// same and cannot end the script element.
    func filesJSON() -> String {
        func sorted(_ files: [String: String]) -> JSONValue {
            var object = JSONObject()
            for (path, text) in files.sorted(by: { $0.key < $1.key }) { object[path] = .string(text) }
            return .object(object)
        }
        let document = JSONValue.object(JSONObject(["images": sorted(images), "json": sorted(json)]))
        return document.compact().replacingEvery("<", with: "\\u003c")
    }
}
