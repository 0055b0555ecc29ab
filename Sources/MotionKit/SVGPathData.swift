import FoundationEssentials

/// An SVG path's `d` attribute read into a `Path`: every command of SVG 1.1, absolute and
/// relative. Quadratic segments become the cubics they equal, and elliptical arcs cubics of at
/// most a quarter turn each, as SVG's implementation notes (F.6) describe; so a path is only
/// moves, lines, cubics and closes, which Cairo and a vector recording both take.
///
/// Malformed data throws rather than drawing the part before the error (as SVG asks): the
/// document then goes to librsvg, which does that.
struct SVGPathData {
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    private var current = Point(0, 0)
    private var subpathStart = Point(0, 0)
    /// The last cubic's second control point or the last quadratic's control point, for the
    /// smooth commands that reflect it.
    private var lastCubicControl: Point?
    private var lastQuadraticControl: Point?

    static func path(_ data: String) throws(SVGPathDataError) -> Path {
        var reader = SVGPathData(bytes: Array(data.utf8))
        try reader.read()
        return reader.path
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func read() throws(SVGPathDataError) {
        skipSeparators()
        var command: UInt8?
        while index < bytes.count {
            if Self.isCommand(bytes[index]) {
                command = bytes[index]
                index += 1
            } else if command == nil {
                throw .expectedCommand(at: index)
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            } else if command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw .expectedCommand(at: index)
            }
            guard let letter = command else { throw .expectedCommand(at: index) }
            if path.elements.isEmpty, letter != UInt8(ascii: "M"), letter != UInt8(ascii: "m") {
                throw .notStartingWithMove
            }
            try perform(letter)
            skipSeparators()
        }
    }

    private mutating func perform(_ letter: UInt8) throws(SVGPathDataError) {
        let relative = letter >= UInt8(ascii: "a")
        let origin = relative ? current : Point(0, 0)
        func at(_ x: Double, _ y: Double) -> Point { Point(origin.x + x, origin.y + y) }
        var cubicControl: Point?, quadraticControl: Point?
        switch letter | 0x20 {
        case UInt8(ascii: "m"):
            let p = try at(number(), number())
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = try at(number(), number())
            path.line(to: p)
            current = p
        case UInt8(ascii: "h"):
            let x = try number()
            current = Point(relative ? current.x + x : x, current.y)
            path.line(to: current)
        case UInt8(ascii: "v"):
            let y = try number()
            current = Point(current.x, relative ? current.y + y : y)
            path.line(to: current)
        case UInt8(ascii: "c"):
            let c1 = try at(number(), number()), c2 = try at(number(), number()), p = try at(number(), number())
            path.curve(to: p, control1: c1, control2: c2)
            current = p
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = Self.reflect(lastCubicControl, about: current)
            let c2 = try at(number(), number()), p = try at(number(), number())
            path.curve(to: p, control1: c1, control2: c2)
            current = p
            cubicControl = c2
        case UInt8(ascii: "q"):
            let q = try at(number(), number()), p = try at(number(), number())
            quadratic(control: q, to: p)
            quadraticControl = q
        case UInt8(ascii: "t"):
            let q = Self.reflect(lastQuadraticControl, about: current)
            let p = try at(number(), number())
            quadratic(control: q, to: p)
            quadraticControl = q
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let large = try flag(), sweep = try flag()
            let p = try at(number(), number())
            SVGArc(from: current, radii: (rx, ry), rotation: rotation, large: large, sweep: sweep, to: p).append(to: &path)
            current = p
        case UInt8(ascii: "z"):
            path.close()
            current = subpathStart
        default:
            throw .expectedCommand(at: index - 1)
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
    }

    /// A quadratic Bézier as the cubic that draws the same curve.
    private mutating func quadratic(control q: Point, to p: Point) {
        let c1 = Point(current.x + 2.0 / 3.0 * (q.x - current.x), current.y + 2.0 / 3.0 * (q.y - current.y))
        let c2 = Point(p.x + 2.0 / 3.0 * (q.x - p.x), p.y + 2.0 / 3.0 * (q.y - p.y))
        path.curve(to: p, control1: c1, control2: c2)
        current = p
    }

    /// The smooth commands' first control point: the last one mirrored through the current
    /// point, or the current point itself after any other command.
    private static func reflect(_ control: Point?, about point: Point) -> Point {
        guard let control else { return point }
        return Point(2 * point.x - control.x, 2 * point.y - control.y)
    }

    private mutating func number() throws(SVGPathDataError) -> Double {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        skipDigits()
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            skipDigits()
        }
        guard index > digitsStart, !(index == digitsStart + 1 && bytes[digitsStart] == UInt8(ascii: ".")) else {
            throw .expectedNumber(at: start)
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
            if exponent < bytes.count, Self.isDigit(bytes[exponent]) {
                index = exponent
                skipDigits()
            }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
            throw .expectedNumber(at: start)
        }
        return value
    }

    /// An arc's flag: one `0` or `1`, which may touch the next number.
    private mutating func flag() throws(SVGPathDataError) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw .expectedFlag(at: index)
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    private mutating func skipDigits() {
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
    }

    private mutating func skipSeparators() {
        while index < bytes.count, Self.isSeparator(bytes[index]) { index += 1 }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: ",")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }
}

/// Where a path's data stopped making sense, by byte offset into the attribute.
enum SVGPathDataError: Error, Equatable, Sendable {
    case expectedCommand(at: Int)
    case expectedNumber(at: Int)
    case expectedFlag(at: Int)
    case notStartingWithMove
}
