import MotionKit

/// The clock scene's main spring is the press that hands the move over (w 22 at 1.55 s): the
/// action between the clock's rise and the falling flag.
extension ClockScene: MainSpringDescribing {
    package var mainSpring: MainSpring? {
        MainSpring(w: Self.pressSpring, start: Self.pressAt, role: "the button press")
    }
}
