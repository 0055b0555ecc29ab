import ChessMotionCLI
import FoundationEssentials
import Glibc

exit(ChessMotionTool.run(Array(CommandLine.arguments.dropFirst())))
