import Foundation
import FuzzSupport
import MotionKit

/// Piece and texture SVGs read without librsvg (`SVGDrawing`): a file either reads within the
/// subset or is refused with the reason, and what reads is bounded and finite, so drawing it
/// can neither run away nor hand Cairo a NaN.
let fuzzOne: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32 = { data, size in
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let drawing = try? SVGDrawing(reading: bytes) else { return 0 }
    if drawing.shapes.count > SVGDrawing.mostElements {
        fuzzFailure("\(drawing.shapes.count) shapes read, over the cap of \(SVGDrawing.mostElements)")
    }
    let box = drawing.viewBox
    guard box.width > 0, box.height > 0, [box.minX, box.minY, box.width, box.height].allSatisfy(\.isFinite) else {
        fuzzFailure("a viewBox of \(box)")
    }
    for shape in drawing.shapes {
        let t = shape.transform
        guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { fuzzFailure("a transform of \(t)") }
        for element in shape.path.elements {
            let points: [Point] = switch element {
            case .move(let p), .line(let p): [p]
            case .curve(let a, let b, let c): [a, b, c]
            case .arc(let c, _, _, _): [c]
            case .close: []
            }
            guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { fuzzFailure("a path point that is not finite: \(element)") }
        }
        if let stroke = shape.stroke, !(stroke.width.isFinite && stroke.width > 0 && stroke.miterLimit >= 1) {
            fuzzFailure("a stroke of \(stroke)")
        }
    }
    return 0
}

exit(runFuzzer(fuzzOne))
