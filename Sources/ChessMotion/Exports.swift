// What a caller of the ChessMotion library sees with `import ChessMotion` alone: the chess core,
// the drawing kit's scene API, boards, scenes, scripts and settings, each module's chosen public
// types only (everything else in them is `package`), and the errors their loaders throw.
@_exported import BoardKit
@_exported import ChessCore
@_exported import struct ChessMotionSupport.AssetKind
@_exported import enum ChessMotionSupport.AssetLookupError
@_exported import enum ChessMotionSupport.DataFileError
@_exported import ChessScenes
@_exported import MotionKit
@_exported import enum PNGCodec.PNGEncodingError
@_exported import SceneScripts
@_exported import SceneSettings
