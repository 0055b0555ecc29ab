import Foundation
import RenderService
import Testing

/// The access log's time, written without a date formatter: the same text ISO 8601's formatter
/// writes, in UTC to the second.
@Suite("The access log's time")
struct AccessLogTimeTests {
    @Test(arguments: [0.0, 951_782_400.5, 1_796_456_040.999, 4_102_444_799.0])
    func sameAsTheISO8601Formatter(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(AccessLog.timestamp(date) == ISO8601DateFormatter().string(from: date))
    }
}
