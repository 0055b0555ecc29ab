import MotionKit

/// A bot intro's main spring is the picked card sliding aside to make room for the board (w 9,
/// 0.65 s after the pick): the moment the choice is made. The board's rise follows it.
extension BotsScene: MainSpringDescribing {
    package var mainSpring: MainSpring? {
        MainSpring(w: Self.slideSpring, start: Self.slideAt + plan.shift, role: "\(picked.name)'s card sliding aside")
    }
}
