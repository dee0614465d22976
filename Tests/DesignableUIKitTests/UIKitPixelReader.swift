import DesignableUIKit

/// Renders `view` at scale 1 and gives a reader of its pixels as `[red, green, blue,
/// alpha]`, 0...255, unpremultiplied.
func pixels(of view: UIView) -> (Int, Int) -> [UInt8] {
  let picture = Lifecycle.render(view, scale: 1)
  return { x, y in
    let pixel = picture[x, y]
    return [pixel.red, pixel.green, pixel.blue, pixel.alpha]
  }
}

/// Opaque white, as `pixels(of:)` reads it.
let opaqueWhite: [UInt8] = [255, 255, 255, 255]
