import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MotionKit

/// The two tones that draw a built-in piece's silhouette, read from its SVG file.
///
/// The built-in sets draw every piece in named layers: `outline` (every part filled and stroked
/// wide: the silhouette's outer rim), then `body` (each part filled with the body colour and
/// stroked with a contour line). So the edge, from the outside in, is the outline's colour, then
/// the contour line's colour, or the body's where the contour is drawn in the outline colour.
struct PieceEdge: Sendable, Equatable {
    var outline: Color
    var inner: Color

    enum ReadError: Error, CustomStringConvertible {
        case unreadable(file: String)
        case malformed(file: String, reason: String)
        case missingLayer(file: String, id: String)
        case missingColor(file: String, id: String, attribute: String)
        case badColor(file: String, id: String, attribute: String, value: String)

        var description: String {
            switch self {
            case .unreadable(let file): "\(file): cannot be read"
            case .malformed(let file, let reason): "\(file): not well-formed XML: \(reason)"
            case .missingLayer(let file, let id): "\(file): no element with id=\"\(id)\" (the built-in sets draw their edge in that layer)"
            case .missingColor(let file, let id, let attribute): "\(file): #\(id) has no \(attribute) attribute"
            case .badColor(let file, let id, let attribute, let value): "\(file): #\(id) \(attribute)=\"\(value)\" is not a #RRGGBB colour"
            }
        }
    }

    static func read(_ url: URL) throws(ReadError) -> PieceEdge {
        guard let data = try? Data(contentsOf: url) else { throw .unreadable(file: url.path) }
        let collector = LayerCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        guard parser.parse() else {
            throw .malformed(file: url.path, reason: parser.parserError.map { "\($0)" } ?? "unknown")
        }
        func color(_ id: String, _ attribute: String) throws(ReadError) -> Color {
            guard let layer = collector.layers[id] else { throw .missingLayer(file: url.path, id: id) }
            guard let value = layer[attribute] else { throw .missingColor(file: url.path, id: id, attribute: attribute) }
            do { return try Color(hex: value) } catch {
                throw .badColor(file: url.path, id: id, attribute: attribute, value: value)
            }
        }
        let outline = try color("outline", "stroke")
        let contour = try color("body", "stroke")
        let body = try color("body", "fill")
        return PieceEdge(outline: outline, inner: contour == outline ? body : contour)
    }
}

/// Collects the attributes of the elements whose ids the edge is read from.
private final class LayerCollector: NSObject, XMLParserDelegate {
    var layers: [String: [String: String]] = [:]

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        if let id = attributes["id"], id == "outline" || id == "body" { layers[id] = attributes }
    }
}
