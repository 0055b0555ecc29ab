internal import CCairo
import FoundationEssentials
import Glibc

/// The pixels where two frames' drawing calls disagree, as whole-pixel boxes.
///
/// The calls are matched in order: a call of the new frame pairs with an equal call of the old
/// one only after every earlier pair, so wherever no unmatched call reaches, a pixel is painted
/// by the same calls in the same order in both frames and keeps its value. Any such matching is
/// exact; a good one only makes the damage smaller. This one walks both lists together and, where
/// they part, resumes at the nearest pair that matches again (a piece lifted out of the middle of
/// the board's calls, a caption's text changed), within a bounded look-ahead.
struct FrameDamage {
    /// How far past a difference the walk looks for the lists to agree again.
    static let lookAhead = 48

    private(set) var boxes: [DeviceBox] = []
    /// True when the damage is most of the frame: then the whole frame is drawn, as cheaply as
    /// without a frame before, and nothing is kept.
    private(set) var coversFrame = false
    /// Past this share of the frame, keeping pixels saves less than sorting them out costs.
    static let wholeFrameShare = 0.5

    init(between old: [DrawSummary], and new: [DrawSummary], width: Int, height: Int) {
        // A call with no equal in the other frame cannot be matched: it is damage at once, and
        // the walk runs over the rest. When everything moved, that is all there is to do.
        let inOld = Set(old.map(\.hash)), inNew = Set(new.map(\.hash))
        let oldCandidates = old.indices.filter { inNew.contains(old[$0].hash) }
        let newCandidates = new.indices.filter { inOld.contains(new[$0].hash) }
        var changed = old.filter { !inNew.contains($0.hash) }.map(\.box) + new.filter { !inOld.contains($0.hash) }.map(\.box)

        func same(_ i: Int, _ j: Int) -> Bool {
            old[oldCandidates[i]].matches(new[newCandidates[j]])
        }
        var i = 0, j = 0
        while i < oldCandidates.count, j < newCandidates.count {
            if same(i, j) {
                i += 1; j += 1
                continue
            }
            var skip = (old: 1, new: 1)
            search: for distance in 1...Self.lookAhead {
                for skipOld in 0...distance where i + skipOld < oldCandidates.count && j + distance - skipOld < newCandidates.count {
                    if same(i + skipOld, j + distance - skipOld) {
                        skip = (skipOld, distance - skipOld)
                        break search
                    }
                }
            }
            changed += oldCandidates[i..<(i + skip.old)].map { old[$0].box }
            changed += newCandidates[j..<(j + skip.new)].map { new[$0].box }
            i += skip.old; j += skip.new
        }
        changed += oldCandidates[i...].map { old[$0].box }
        changed += newCandidates[j...].map { new[$0].box }
        var bounds: DeviceBox?
        for box in changed {
            let inside = box.clipped(width: width, height: height)
            guard !inside.isEmpty else { continue }
            boxes.append(inside)
            bounds = bounds.map { $0.union(inside) } ?? inside
        }
        if let bounds { coversFrame = Double(bounds.area) >= Self.wholeFrameShare * Double(width * height) }
    }

    var isEmpty: Bool { boxes.isEmpty }

    /// The box around all the damage; nil when there is none.
    var bounds: DeviceBox? {
        guard let first = boxes.first else { return nil }
        return boxes.dropFirst().reduce(first) { $0.union($1) }
    }

    /// True when a call drawing inside `box` can change a damaged pixel.
    func reaches(_ box: DeviceBox) -> Bool {
        boxes.contains { $0.x0 < box.x1 && box.x0 < $0.x1 && $0.y0 < box.y1 && box.y0 < $0.y1 }
    }

    /// Clips `cr` to the whole pixels of the box around the damage, for painting the backdrop:
    /// a solid paint clipped on pixel edges is exact, unlike the shapes drawn over it.
    func clipToBounds(_ cr: OpaquePointer) {
        guard let bounds else { return }
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.x0), Double(bounds.y0), Double(bounds.x1 - bounds.x0), Double(bounds.y1 - bounds.y0))
        cairo_clip(cr)
    }

    /// Copies the damaged pixels of `source` into `target`, two frames `width` pixels wide.
    func copy(from source: [UInt8], into target: inout [UInt8], width: Int) {
        guard source.count == target.count, !boxes.isEmpty else { return }
        var rectangles = boxes.map {
            cairo_rectangle_int_t(x: Int32($0.x0), y: Int32($0.y0), width: Int32($0.x1 - $0.x0), height: Int32($0.y1 - $0.y0))
        }
        // pixman's union: disjoint rectangles, so no pixel is copied twice.
        guard let region = cairo_region_create_rectangles(&rectangles, Int32(rectangles.count)) else { return }
        defer { cairo_region_destroy(region) }
        source.withUnsafeBytes { from in
            target.withUnsafeMutableBytes { to in
                for i in 0..<cairo_region_num_rectangles(region) {
                    var box = cairo_rectangle_int_t()
                    cairo_region_get_rectangle(region, i, &box)
                    let bytes = Int(box.width) * 4
                    for y in Int(box.y)..<Int(box.y + box.height) {
                        let offset = (y * width + Int(box.x)) * 4
                        memcpy(to.baseAddress! + offset, from.baseAddress! + offset, bytes)
                    }
                }
            }
        }
    }
}
