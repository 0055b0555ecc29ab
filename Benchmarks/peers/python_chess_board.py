"""The peer for `chess-motion-bench board`: python-chess draws the same position as an SVG
(720 px, last move highlighted) and cairosvg rasterises it to PNG, per image, as a user who
wanted board images from Python would do. Prints one line: `median_ms=<float> runs=<int>`.

Usage: python python_chess_board.py FEN LASTMOVE_UCI RUNS
"""
import statistics
import sys
import time

import cairosvg
import chess
import chess.svg


def main() -> None:
    fen, last_move, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    board = chess.Board(fen)
    move = chess.Move.from_uci(last_move)
    # One warm-up image, as the Swift side draws one to fill its raster cache.
    cairosvg.svg2png(bytestring=chess.svg.board(board, size=720, lastmove=move).encode())
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        svg = chess.svg.board(board, size=720, lastmove=move)
        png = cairosvg.svg2png(bytestring=svg.encode())
        times.append((time.perf_counter() - start) * 1000)
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
    print(f"median_ms={statistics.median(times):.3f} runs={runs}")


if __name__ == "__main__":
    main()
