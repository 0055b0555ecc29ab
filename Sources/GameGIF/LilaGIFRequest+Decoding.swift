import ChessCore
import ChessMotionSupport
import GIFCodec

extension LilaGIFRequest {
    /// `POST /game.gif`: the JSON body, with lila-gif's fields (`white`, `black`, `comment`,
    /// `orientation`, `delay`, `theme`, `piece`, `coordinates`, `frames[]` of `fen`, `delay`,
    /// `lastMove`, `check`, `glyph`, `clock{white,black}`). Unknown fields are ignored, as lila-gif does.
    package static func game(json bytes: some Collection<UInt8>, names: LilaGIFNames) throws(LilaGIFRequestError) -> LilaGIFRequest {
        let value: JSONValue
        do { value = try JSONParser.parse(bytes) } catch { throw .notJSON(TerminalText.escaped("\(error)")) }
        guard case .object(let body) = value else { throw .invalid(field: "(body)", frame: nil, expected: "an object") }
        let fields = Fields(object: body, frame: nil)
        let delay = try fields.integer("delay", in: GIFDelay.stored) ?? defaultDelay
        guard let list = body["frames"] else { throw .noFrames }
        guard case .array(let elements) = list else { throw .invalid(field: "frames", frame: nil, expected: "an array") }
        guard !elements.isEmpty else { throw .noFrames }
        guard elements.count <= frameLimit else { throw .tooManyFrames(count: elements.count, limit: frameLimit) }
        var frames: [Frame] = []
        frames.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            guard case .object(let object) = element else { throw .invalid(field: "frames", frame: index, expected: "an object") }
            let frame = Fields(object: object, frame: index)
            var decoded = try Self.frame(frame, defaultDelay: delay)
            decoded.glyph = try frame.string("glyph").map { glyph throws(LilaGIFRequestError) in
                guard Self.glyphs.contains(glyph) else {
                    throw .invalid(field: "glyph", frame: index, expected: "one of " + Self.glyphs.joined(separator: " "))
                }
                return glyph
            }
            if let clock = object["clock"] {
                guard case .object(let clocks) = clock else { throw .invalid(field: "clock", frame: index, expected: "an object") }
                let times = Fields(object: clocks, frame: index, prefix: "clock.")
                decoded.whiteClock = try times.integer("white", in: 0...Int(UInt32.max))
                decoded.blackClock = try times.integer("black", in: 0...Int(UInt32.max))
            }
            frames.append(decoded)
        }
        return try LilaGIFRequest(fields, frames: frames, names: names)
    }

    /// `GET /image.gif`: one position from the query's fields (`fen`, `white`, `black`,
    /// `comment`, `lastMove`, `check`, `orientation`, `theme`, `piece`, `coordinates`), already
    /// percent-decoded. A field given twice takes its last value.
    package static func image(query: [(name: String, value: String)], names: LilaGIFNames) throws(LilaGIFRequestError) -> LilaGIFRequest {
        var object = JSONObject()
        for (name, value) in query { object[name] = .string(value) }
        let fields = Fields(object: object, frame: nil, wordsAsBooleans: true)
        return try LilaGIFRequest(fields, frames: [try Self.frame(fields, defaultDelay: defaultDelay)], names: names)
    }

    /// lila-gif's move glyphs.
    static let glyphs = ["!", "!!", "?", "??", "!?", "?!", "\u{25A1}", "\u{2A00}"]

    private init(_ fields: Fields, frames: [Frame], names: LilaGIFNames) throws(LilaGIFRequestError) {
        white = try fields.string("white", limit: Self.nameLimit)
        black = try fields.string("black", limit: Self.nameLimit)
        comment = try fields.string("comment", limit: Self.commentLimit) ?? Self.defaultComment
        orientation = switch try fields.string("orientation") {
        case nil, "white": .white
        case "black": .black
        default: throw .invalid(field: "orientation", frame: nil, expected: "\"white\" or \"black\"")
        }
        theme = try names.theme(try fields.string("theme") ?? LilaGIFNames.defaultTheme)
        pieceSet = try names.pieceSet(try fields.string("piece") ?? LilaGIFNames.defaultPieceSet)
        coordinates = try fields.flag("coordinates") ?? true
        self.frames = frames
    }

    private static func frame(_ fields: Fields, defaultDelay: Int) throws(LilaGIFRequestError) -> Frame {
        let setup: Setup
        if let fen = try fields.string("fen", limit: 200), !fen.isEmpty {
            // The board part alone is enough, as lila-gif allows.
            let text = Setup.completingPlacement(fen)
            do { setup = try Setup(fen: text, mode: .lenient) } catch {
                throw .badFEN(frame: fields.frame, problem: TerminalText.escaped(error.description))
            }
        } else {
            setup = .start
        }
        var frame = Frame(board: setup.board, sideToMove: setup.sideToMove,
                          delay: try fields.integer("delay", in: GIFDelay.stored) ?? defaultDelay)
        if let move = try fields.string("lastMove", limit: 10) {
            frame.lastMove = try Self.uciSquares(move, frame: fields.frame)
        }
        if let check = try fields.check() {
            switch check {
            case .yes: frame.check = setup.board.squares(of: Piece(side: setup.sideToMove, kind: .king)).first
            case .no: frame.check = nil
            case .square(let square): frame.check = square
            }
        }
        return frame
    }

    /// A UCI move's two squares ("e2e4", "e7e8q"), read by ChessCore's UCI reader; lila-gif
    /// also takes a drop ("N@f3"), which lights only its square, and antichess's king promotion.
    private static func uciSquares(_ text: String, frame: Int?) throws(LilaGIFRequestError) -> Move {
        let scalars = Array(text.unicodeScalars)
        if scalars.count == 4, scalars[1] == "@", let to = Square(String(String.UnicodeScalarView(scalars[2...]))) {
            return Move(from: to, to: to)
        }
        let standard = scalars.count == 5 && scalars[4] == "k" ? String(text.unicodeScalars.dropLast()) : text
        guard let move = try? Move(uci: standard), !move.isNull else { throw .badMove(frame: frame, move: text) }
        return Move(from: move.from, to: move.to)
    }
}

/// One JSON object's fields, read as lila-gif's serde reads them, each error naming its field.
private struct Fields {
    enum Check { case yes, no, square(Square) }

    let object: JSONObject
    let frame: Int?
    var prefix = ""
    /// A query's values are all strings: "true" and "1" are booleans there.
    var wordsAsBooleans = false

    func string(_ key: String, limit: Int? = nil) throws(LilaGIFRequestError) -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard case .string(let text) = value else { throw .invalid(field: prefix + key, frame: frame, expected: "a string") }
        if let limit, text.utf8.count > limit {
            throw .tooLong(field: prefix + key, frame: frame, bytes: text.utf8.count, limit: limit)
        }
        return text
    }

    func integer(_ key: String, in range: ClosedRange<Int>) throws(LilaGIFRequestError) -> Int? {
        guard let value = object[key], value != .null else { return nil }
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        let text: String
        switch value {
        case .number(let number): text = number
        case .string(let string) where wordsAsBooleans: text = string
        default: throw .invalid(field: prefix + key, frame: frame, expected: expected)
        }
        guard let number = Int(text), range.contains(number) else { throw .invalid(field: prefix + key, frame: frame, expected: expected) }
        return number
    }

    func flag(_ key: String) throws(LilaGIFRequestError) -> Bool? {
        switch object[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        case .string(let word)? where BooleanWord.value(of: word) != nil: return BooleanWord.value(of: word)
        default: throw .invalid(field: prefix + key, frame: frame, expected: BooleanWord.listed + ", or a boolean")
        }
    }

    func check() throws(LilaGIFRequestError) -> Check? {
        switch object["check"] {
        case nil, .null?: return nil
        case .bool(let value)?: return value ? .yes : .no
        case .string(let word)?:
            if let value = BooleanWord.value(of: word) { return value ? .yes : .no }
            guard let square = Square(word) else { throw .badSquare(field: prefix + "check", frame: frame, value: word) }
            return .square(square)
        default: throw .badSquare(field: prefix + "check", frame: frame, value: "(not a string)")
        }
    }
}
