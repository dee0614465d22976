import Raster

/// One drawing operation of a scene, with its path already built.
enum SceneOp {
  case clear(RGBA8)
  case save
  case restore
  case translate(Double, Double)
  case rotate(Double)
  case scale(Double, Double)
  case fill(Path, RGBA8, FillRule)
  case stroke(Path, RGBA8, StrokeStyle)
  case clip(Path, FillRule)
  case layerBegin(Double)
  case layerEnd
}

/// A scene ready to render repeatedly.
struct CompiledScene {
  var name: String
  var width: Double
  var height: Double
  var ops: [SceneOp]
}
