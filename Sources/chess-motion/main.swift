import ChessMotionCLI
import Foundation

exit(ChessMotionTool.run(Array(CommandLine.arguments.dropFirst())))
