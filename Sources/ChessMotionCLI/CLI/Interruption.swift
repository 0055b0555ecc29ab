import Dispatch
import Foundation

/// Ctrl-C or SIGTERM during an encode: stop ffmpeg, remove its hidden partial file, exit 130.
/// Without this an interrupted render would leave `.NAME.partial-PID` files behind.
struct Interruption {
    private let sources: [DispatchSourceSignal]

    init(killing pid: Int32, removing partial: URL) {
        let path = partial.path
        sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                if pid > 0 { kill(pid, SIGKILL) }
                unlink(path)
                Console.error("\ninterrupted: no video was written")
                _exit(130)
            }
            source.resume()
            return source
        }
    }

    /// Restores the default signal behaviour once the encode is over.
    func end() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
