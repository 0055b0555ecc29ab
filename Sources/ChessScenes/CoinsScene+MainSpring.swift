import MotionKit

/// The coins scene's main spring is the coin drop (w 16 from the first coin at 0.35 s): it is the
/// motion the scene repeats ten times and the one its entry is made of. The badge's flip (w 10 at
/// 3.0 s) is a single moment of the result and reads better as a still.
extension CoinsScene: MainSpringDescribing {
    package var mainSpring: MainSpring? {
        MainSpring(w: Self.coinSpring, start: Self.firstCoin, role: "the first coin's drop")
    }
}
