import ChessMotionSupport
import FoundationEssentials
import Glibc
import MotionKit

/// A `Path` as Lottie shapes: one `sh` per subpath, vertices with in and out tangents relative
/// to them; arcs become cubic Béziers of at most a quarter turn each, as Cairo draws them.
struct LottieOutline {
    struct Subpath {
        var vertices: [Point] = []
        var inTangents: [Point] = []
        var outTangents: [Point] = []
        var closed = false

        mutating func add(_ p: Point, in tangent: Point = Point(0, 0)) {
            vertices.append(p)
            inTangents.append(tangent)
            outTangents.append(Point(0, 0))
        }
    }

    private(set) var subpaths: [Subpath] = []
    /// The circle or rectangle the whole outline is, written as Lottie's own shape for it.
    let primitive: LottiePrimitive?

    init(_ path: Path) {
        primitive = LottiePrimitive(path)
        var current: Subpath?
        func finish() {
            if var done = current, !done.vertices.isEmpty {
                // A closed outline that ends where it starts (a circle) has one vertex there.
                if done.closed, done.vertices.count > 1, let last = done.vertices.last, Self.same(last, done.vertices[0]) {
                    done.inTangents[0] = done.inTangents.removeLast()
                    done.vertices.removeLast()
                    done.outTangents.removeLast()
                }
                subpaths.append(done)
            }
            current = nil
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath()
                current?.add(p)
            case .line(let p):
                if current == nil { current = Subpath() }
                current?.add(p)
            case .curve(let c1, let c2, let p):
                guard var sub = current, let last = sub.vertices.last else {
                    current = Subpath(); current?.add(p); continue
                }
                sub.outTangents[sub.outTangents.count - 1] = Point(c1.x - last.x, c1.y - last.y)
                sub.add(p, in: Point(c2.x - p.x, c2.y - p.y))
                current = sub
            case .arc(let center, let radius, let start, let end):
                addArc(center: center, radius: radius, from: start, to: end, into: &current)
            case .close:
                current?.closed = true
                let start = current?.vertices.first
                finish()
                // Cairo starts the next segment where the closed subpath began.
                if let start { current = Subpath(); current?.add(start) }
            }
        }
        finish()
        subpaths.removeAll { $0.vertices.count < 2 && !$0.closed }
    }

    private func addArc(center: Point, radius: Double, from start: Double, to end: Double, into current: inout Subpath?) {
        func point(_ angle: Double) -> Point { Point(center.x + radius * cos(angle), center.y + radius * sin(angle)) }
        let begin = point(start)
        if current == nil || current!.vertices.isEmpty {
            current = Subpath()
            current?.add(begin)
        } else if let last = current?.vertices.last, !Self.same(last, begin) {
            current?.add(begin)
        }
        let sweep = end - start
        guard sweep != 0, radius > 0 else { return }
        // The quarter turns, rounded up; a whole number of them, less the last bits of π, is not one more.
        let pieces = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4) * radius
        for piece in 0..<pieces {
            let a0 = start + step * Double(piece), a1 = a0 + step
            let p0 = point(a0), p1 = point(a1)
            let c1 = Point(p0.x - k * sin(a0), p0.y + k * cos(a0))
            let c2 = Point(p1.x + k * sin(a1), p1.y - k * cos(a1))
            let last = current!.outTangents.count - 1
            current!.outTangents[last] = Point(c1.x - p0.x, c1.y - p0.y)
            current!.add(p1, in: Point(c2.x - p1.x, c2.y - p1.y))
        }
    }

    private static func same(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    /// This outline with each subpath's smoothly joined runs redrawn as fewer cubics, each within
    /// `tolerance` of what it replaces (`Subpath.simplified`). A primitive is kept as it is.
    func simplified(within tolerance: Double) -> LottieOutline {
        guard primitive == nil else { return self }
        var outline = self
        outline.subpaths = subpaths.map { $0.simplified(within: tolerance) }
        return outline
    }

    /// The `sh` items, coordinates to `decimals` places; with `steps`, as whole numbers of
    /// 1/`steps` of a unit instead (a group scaling by 1/`steps` must then carry them). In steps
    /// a handle is the difference of its rounded end and its rounded vertex, so every control
    /// point is at most half a step from its place (rounded apart, a handle's end was a whole step off).
    func shapeItems(decimals: Int, steps: Int? = nil) -> [JSONValue] {
        if let primitive { return [primitive.shapeItem(decimals: decimals, steps: steps)] }
        return subpaths.map { sub in
            func coordinate(_ value: Double) -> JSONValue {
                guard let steps else { return LottieJSON.number(value, decimals) }
                return LottieJSON.number((value * Double(steps)).rounded(), 0)
            }
            func list(_ points: [Point]) -> JSONValue {
                .array(points.map { .array([coordinate($0.x), coordinate($0.y)]) })
            }
            func handles(_ tangents: [Point]) -> JSONValue {
                guard let steps else { return list(tangents) }
                let k = Double(steps)
                return .array(zip(sub.vertices, tangents).map { vertex, tangent in
                    .array([LottieJSON.number(((vertex.x + tangent.x) * k).rounded() - (vertex.x * k).rounded(), 0),
                            LottieJSON.number(((vertex.y + tangent.y) * k).rounded() - (vertex.y * k).rounded(), 0)])
                })
            }
            let geometry = JSONValue.object(JSONObject([
                "c": .bool(sub.closed), "v": list(sub.vertices), "i": handles(sub.inTangents), "o": handles(sub.outTangents),
            ]))
            return .object(JSONObject(["ty": .string("sh"), "ks": .object(JSONObject(["a": .number("0"), "k": geometry]))]))
        }
    }
}

/// Small helpers for writing Lottie's JSON through the one `JSONValue`.
enum LottieJSON {
    /// `value` to `decimals` places. A magnitude too small to show is written as 0, not in full
    /// ("3.38e-16" cost the bots file a tangent's worth of digits at every rounded corner).
    static func number(_ value: Double, _ decimals: Int = 3) -> JSONValue {
        guard value.isFinite, abs(value) >= 0.5 * pow(10, -Double(max(0, decimals))) else { return .number(value.isFinite ? "0" : value.trimmed(decimals: decimals)) }
        return .number(value.trimmed(decimals: decimals))
    }

    static func staticValue(_ value: JSONValue, slot: String? = nil) -> JSONValue {
        var object = JSONObject(["a": .number("0"), "k": value])
        if let slot { object["sid"] = .string(slot) }
        return .object(object)
    }

    /// The out point of a layer last drawn on frame `last` of a loop of `frameCount` frames.
    /// Lottie hides a layer from its out point on, but python-lottie still draws it there, one
    /// frame too long (coins showed its ring twice at frame 90). A tenth of a frame earlier, it
    /// is hidden on that frame by every player: rlottie rounds it back to the whole frame.
    static func outPoint(last: Int, frameCount: Int) -> JSONValue {
        last + 1 >= frameCount ? .number(String(last + 1)) : number(Double(last) + 0.9, 1)
    }

    /// A group's transform (`tr`), scaling by `scale` percent if given. Its opacity is written
    /// though it is the default: lottie-web draws nothing at all of a file with a group lacking it.
    static func groupTransform(scale: JSONValue?) -> JSONValue {
        var transform = JSONObject(["ty": .string("tr"), "o": staticValue(.number("100"))])
        if let scale { transform["s"] = staticValue(.array([scale, scale])) }
        return .object(transform)
    }

    /// A colour's components a quarter of an 8-bit step above its level: players that round
    /// to 8 bits and players that truncate (rlottie) then both paint the level Cairo paints.
    /// Three places keep it within 0.13 of a step of that quarter, so still on the level.
    static func color(_ color: Color) -> JSONValue {
        func component(_ value: Double) -> JSONValue {
            number(min(1, ((Motion.clamp(value) * 255).rounded() + 0.25) / 255), 3)
        }
        return .array([component(color.red), component(color.green), component(color.blue), .number("1")])
    }

    /// Compact text: Lottie files are shipped, not read, and indentation would double the bots scene.
    static func compactText(_ value: JSONValue) -> String {
        var text = ""
        write(value, into: &text)
        return text
    }

    private static func write(_ value: JSONValue, into text: inout String) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let literal): text += literal
        case .string(let string): text += JSONValue.quoted(string)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                write(element, into: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { text += "," }
                text += JSONValue.quoted(member.key) + ":"
                write(member.value, into: &text)
            }
            text += "}"
        }
    }
}
