/// The three lines every scene script needs (`name:`, `duration:`, `still:`), for parser and
/// validator tests that are about what follows them: a case writes only the lines under test,
/// and those start at line 4 whatever the header holds.
func scriptHeader(name: String = "T", duration: String = "6", still: String = "4.6") -> String {
    "name: \(name)\nduration: \(duration)\nstill: \(still)\n"
}
