extension KeyframeFit {
    /// Where a property rests (`restLength` or more frames of one value), found in one pass from
    /// the last frame: the fit asks at every segment where the rest it stands in ends and where
    /// the next one starts, and a scan forward each time grew with the square of a long track.
    struct Rests {
        /// For each frame, the last frame of the run of equal values from it on.
        private let runEnd: [Int]
        /// For each frame, the first later frame where a change arrives at a rest.
        private let nextStart: [Int?]

        init(_ values: [[Double]]) {
            var runEnd = Array(values.indices)
            for frame in values.indices.reversed().dropFirst() where values[frame + 1] == values[frame] {
                runEnd[frame] = runEnd[frame + 1]
            }
            var nextStart = [Int?](repeating: nil, count: values.count)
            var next: Int?
            for frame in values.indices.reversed() {
                nextStart[frame] = next
                if frame > 0, values[frame] != values[frame - 1], runEnd[frame] - frame + 1 >= restLength { next = frame }
            }
            self.runEnd = runEnd
            self.nextStart = nextStart
        }

        /// The last frame of the rest starting at `start`; nil when fewer than `restLength` frames
        /// from it are one value.
        func end(from start: Int) -> Int? {
            runEnd[start] - start + 1 >= restLength ? runEnd[start] : nil
        }

        /// The first frame after `frame` of a rest that a change leads into.
        func start(after frame: Int) -> Int? { nextStart[frame] }

        /// The first and last frames of every rest.
        var bounds: Set<Int> {
            var bounds: Set<Int> = []
            var start = 0
            while start < runEnd.count {
                if let end = end(from: start) { bounds.formUnion([start, end]) }
                start = runEnd[start] + 1
            }
            return bounds
        }
    }
}
