import MotionKit

/// The bots scene's main spring is Sofía's card sliding aside to make room for the board
/// (w 9 at 2.0 s): the moment the choice is made. The board's rise follows it at 2.15 s.
extension BotsScene: MainSpringDescribing {
    public var mainSpring: MainSpring? {
        MainSpring(w: Self.slideSpring, start: Self.slideAt, role: "Sofía's card sliding aside")
    }
}
