/// An element of an SVG file as written: its name, attributes and children, and the line it
/// starts on for messages.
///
/// Only the XML that drawing files are made of is read: elements, attributes in either quote,
/// comments, the XML declaration, and text, which no element `SVGDrawing` draws can hold. A
/// DOCTYPE, CDATA or an entity reference is `SVGSubsetMiss.markup`: such a file goes to
/// librsvg, whose XML parser knows them.
struct SVGElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [SVGElement]
    var line: Int

    /// Deeper than any drawing nests; a file nesting further is hostile or generated, and goes
    /// to librsvg, which has limits of its own.
    static let deepestNesting = 64

    /// The file's one root element.
    static func root(of bytes: [UInt8]) throws(SVGSubsetMiss) -> SVGElement {
        var reader = SVGMarkupReader(bytes: bytes)
        return try reader.root()
    }
}

/// A cursor over a file's bytes that builds the element tree without recursion.
private struct SVGMarkupReader {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func root() throws(SVGSubsetMiss) -> SVGElement {
        var open: [SVGElement] = []
        var root: SVGElement?
        func attach(_ element: SVGElement, to open: inout [SVGElement], root: inout SVGElement?) throws(SVGSubsetMiss) {
            if open.isEmpty {
                guard root == nil else { throw .malformed("a second root element <\(element.name)>", line: element.line) }
                root = element
            } else {
                open[open.count - 1].children.append(element)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                if byte == UInt8(ascii: "&") { throw .markup("an entity reference", line: line) }
                if open.isEmpty, !Self.isSpace(byte) { throw .malformed("text outside the root element", line: line) }
                step()
                continue
            }
            if starts(with: "<!--") {
                try skip(past: "-->", what: "a comment")
            } else if starts(with: "<?") {
                guard root == nil, open.isEmpty else { throw .markup("a processing instruction", line: line) }
                try skip(past: "?>", what: "the XML declaration")
            } else if starts(with: "<!") {
                throw .markup("a DOCTYPE or CDATA section", line: line)
            } else if starts(with: "</") {
                index += 2
                let name = readName()
                skipSpaces()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw .malformed("an unfinished end tag", line: line) }
                index += 1
                guard let element = open.popLast(), element.name == name else {
                    throw .malformed("the end tag </\(name)> closes nothing open", line: line)
                }
                try attach(element, to: &open, root: &root)
            } else {
                let (element, closed) = try readStartTag()
                if closed {
                    try attach(element, to: &open, root: &root)
                } else {
                    open.append(element)
                    guard open.count <= SVGElement.deepestNesting else {
                        throw .malformed("elements nested deeper than \(SVGElement.deepestNesting)", line: line)
                    }
                }
            }
        }
        guard open.isEmpty, let root else { throw .malformed("the root element is never closed", line: line) }
        return root
    }

    /// `<name attribute="value" ...>` or `.../>`: the element and whether it closed itself.
    private mutating func readStartTag() throws(SVGSubsetMiss) -> (SVGElement, closed: Bool) {
        let startLine = line
        index += 1
        let name = readName()
        guard !name.isEmpty else { throw .malformed("a '<' that starts no element", line: line) }
        var attributes: [String: String] = [:]
        while true {
            skipSpaces()
            guard index < bytes.count else { throw .malformed("the tag <\(name)> never ends", line: startLine) }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return (SVGElement(name: name, attributes: attributes, children: [], line: startLine), false)
            }
            if starts(with: "/>") {
                index += 2
                return (SVGElement(name: name, attributes: attributes, children: [], line: startLine), true)
            }
            let attribute = readName()
            guard !attribute.isEmpty else { throw .malformed("a stray character in the tag <\(name)>", line: line) }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw .malformed("the attribute \(attribute) has no value", line: line)
            }
            index += 1
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw .malformed("the value of \(attribute) is not quoted", line: line)
            }
            let quote = bytes[index]
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "&") { throw .markup("an entity reference", line: line) }
                if bytes[index] == UInt8(ascii: "<") { throw .malformed("a '<' in the value of \(attribute)", line: line) }
                step()
            }
            guard index < bytes.count else { throw .malformed("the value of \(attribute) is never closed", line: startLine) }
            let value = String(decoding: bytes[start..<index], as: UTF8.self)
            index += 1
            guard attributes.updateValue(value, forKey: attribute) == nil else {
                throw .malformed("the attribute \(attribute) is given twice", line: line)
            }
        }
    }

    private mutating func readName() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skip(past end: String, what: String) throws(SVGSubsetMiss) {
        let startLine = line
        while index < bytes.count {
            if starts(with: end) { index += end.utf8.count; return }
            step()
        }
        throw .malformed("\(what) is never closed", line: startLine)
    }

    private mutating func skipSpaces() {
        while index < bytes.count, Self.isSpace(bytes[index]) { step() }
    }

    /// One byte on, counting lines.
    private mutating func step() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// ASCII letters, digits and `: _ - .`, and any byte of a multi-byte UTF-8 character.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ":"), UInt8(ascii: "_"),
             UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default:
            byte >= 0x80
        }
    }
}
