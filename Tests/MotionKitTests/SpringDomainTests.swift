import MotionKit
import Testing

/// The spring's parameter domain is one rule in `Spring`: damping above 0 and below 1, a finite
/// frequency above 0; anything else is a typed error, never a NaN curve (the plot's use of it
/// is held in MotionExportTests).
@Suite struct SpringDomainTests {
    @Test(arguments: [1.0, 1.5, 0, -0.2, .nan, .infinity])
    func dampingOutsideTheDomainIsATypedError(damping: Double) {
        do {
            _ = try Spring(validating: 14, damping: damping)
            Issue.record("damping \(damping) was accepted")
        } catch {
            guard case .damping(let value) = error else { Issue.record("\(error)"); return }
            #expect(value == damping || (value.isNaN && damping.isNaN))
        }
    }

    @Test(arguments: [0.0, -3, .nan, .infinity])
    func frequencyOutsideTheDomainIsATypedError(frequency: Double) {
        #expect(throws: SpringParameterError.self) { try Spring(validating: frequency, damping: 0.78) }
    }

    @Test func theDomainHoldsNoNaNAndKeepsTheStandardSpring() throws {
        #expect(try Spring(validating: Spring.standard.frequency, damping: Spring.standard.damping) == Spring.standard)
        for damping in [0.01, 0.05, 0.5, 0.99, 0.999] {
            let spring = try Spring(validating: 14, damping: damping)
            #expect([0.01, 0.1, 0.5, 2].allSatisfy { spring.value(at: $0).isFinite })
        }
    }
}
