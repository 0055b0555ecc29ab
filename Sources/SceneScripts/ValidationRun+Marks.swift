extension ValidationRun {
    /// Every mark on the board, inside the scene, going after it appears, in a colour the board
    /// knows: each fault its own problem, at the column of the part at fault.
    mutating func checkMarks(_ marks: [ScriptMark], duration: Double) {
        for mark in marks {
            if mark.boardSquares == nil {
                add(.markOffBoard(mark.key, squares: mark.squares), at: mark.squaresLocation)
            }
            if mark.appears > duration + Self.slack {
                add(.markOutsideDuration(mark.key, instant: mark.appears, duration: duration), at: mark.appearsLocation)
            }
            if let disappears = mark.disappears {
                if disappears <= mark.appears {
                    add(.markEndsBeforeItAppears(mark.key, appears: mark.appears, disappears: disappears),
                        at: mark.disappearsLocation)
                } else if disappears > duration + Self.slack {
                    add(.markOutsideDuration(mark.key, instant: disappears, duration: duration), at: mark.disappearsLocation)
                }
            }
            if mark.color == nil, let name = mark.colour {
                add(.markUnknownColour(mark.key, name: name), at: mark.colourLocation)
            }
        }
    }
}
