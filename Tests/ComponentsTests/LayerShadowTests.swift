import Components
import Foundation
import Raster
import Testing

@Suite("Layer shadows")
struct LayerShadowTests {
  /// A white 60 × 60 picture with a 20 × 20 child at (20, 20) whose layer casts a black
  /// shadow; `configure` sets the rest.
  func render(_ configure: (Layer) -> Void) -> Bitmap {
    let root = build(View.self, 60, 60)
    root.backgroundColor = .white
    let child = View(frame: CGRect(x: 20, y: 20, width: 20, height: 20))
    child.layer.shadowColor = .black
    child.layer.shadowOpacity = 1
    child.layer.shadowOffset = .zero
    child.layer.shadowRadius = 0
    configure(child.layer)
    root.addSubview(child)
    return Lifecycle.render(root, scale: 1)
  }

  /// How dark the shadow is at a pixel of a white picture (0 = none).
  func darkness(_ picture: Bitmap, _ x: Int, _ y: Int) -> Int { 255 - Int(picture[x, y].red) }

  @Test func theShadowIsSoftAndReachesPastTheBounds() {
    // Spring's DesignableView: opacity 0.5, radius 6, offset (0, 4).
    let picture = render {
      $0.backgroundColor = .red
      $0.shadowOpacity = 0.5
      $0.shadowRadius = 6
      $0.shadowOffset = CGSize(width: 0, height: 4)
    }
    // Below the bottom edge (y = 40, the shadow's at 44) the shadow fades level by level.
    let column = (40..<60).map { darkness(picture, 30, $0) }
    #expect(zip(column, column.dropFirst()).allSatisfy { $0 >= $1 }, "\(column)")
    #expect(Set(column).count >= 12, "\(column)")
    #expect(column[0] > 40 && column[0] < 128, "\(column)")
    #expect(column[19] < 10, "\(column)")
    // Above the top edge (the shadow's at 24) it is fainter than below.
    #expect(darkness(picture, 30, 19) < darkness(picture, 30, 40))
  }

  @Test func masksToBoundsClipsTheShadowToo() {
    let clipped = render {
      $0.backgroundColor = .red
      $0.shadowRadius = 4
      $0.masksToBounds = true
    }
    let free = render {
      $0.backgroundColor = .red
      $0.shadowRadius = 4
    }
    #expect(darkness(free, 30, 42) > 0)
    for y in [17, 19, 41, 43] { #expect(darkness(clipped, 30, y) == 0, "row \(y)") }
  }

  @Test func theShadowLiesUnderTheLayersBackground() {
    let picture = render {
      $0.backgroundColor = .blue
      $0.shadowRadius = 4
    }
    #expect(picture[30, 30] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(picture[20, 20] == RGBA8(red: 0, green: 0, blue: 255))
    #expect(darkness(picture, 19, 30) > 80)
  }

  @Test func theOffsetMovesTheShadow() {
    let picture = render {
      $0.backgroundColor = .white
      $0.shadowOffset = CGSize(width: 5, height: -3)
    }
    // A hard shadow (radius 0): the white box at (20…40, 20…40), the shadow at
    // (25…45, 17…37) outside it.
    #expect(darkness(picture, 42, 30) == 255)
    #expect(darkness(picture, 30, 18) == 255)
    #expect(darkness(picture, 46, 30) == 0)
    #expect(darkness(picture, 30, 16) == 0)
    #expect(darkness(picture, 22, 38) == 0)
  }

  @Test func opacityTimesColourAlphaTintsTheShadow() {
    let picture = render {
      $0.backgroundColor = .white
      $0.shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
      $0.shadowOpacity = 0.5
      $0.shadowOffset = CGSize(width: 10, height: 0)
    }
    // A quarter of black over white.
    #expect(darkness(picture, 45, 30) == 64)
  }

  @Test func theShadowPathGivesTheShape() {
    // No background: without the path there would be no shadow at all.
    let picture = render {
      $0.shadowPath = BezierPath(rect: CGRect(x: -15, y: 0, width: 10, height: 5)).cgPath
      $0.shadowRadius = 2
    }
    let plain = render { _ in }
    #expect(plain == Bitmap(width: 60, height: 60, fill: .white))
    // Path at x 5…15 (root coordinates), y 20…25: dark in the middle, fading out.
    #expect(darkness(picture, 10, 22) > 150)
    #expect(darkness(picture, 10, 32) == 0)
    #expect(darkness(picture, 30, 22) == 0)
    #expect(darkness(picture, 2, 22) > 0)
  }

  @Test func noShadowWithoutOpacityOrColour() {
    let base = render {
      $0.backgroundColor = .blue
      $0.shadowOpacity = 0
    }
    let noColour = render {
      $0.backgroundColor = .blue
      $0.shadowColor = nil
      $0.shadowRadius = 3
    }
    #expect(base == noColour)
    #expect(darkness(base, 19, 30) == 0)
  }
}
