import Components
import Foundation
import IBDocument
import Testing

@Suite(.enabled(if: Corpus.isAvailable, "../shared/corpus is not beside the repository"))
struct CorpusTests {
  @Test func everyDocumentParses() throws {
    let documents = Corpus.documents
    #expect(documents.count == 43)
    for path in documents {
      let document = try IBDocument.read(contentsOfFile: path)
      #expect(!document.documentType.isEmpty, "\(path)")
      #expect(!document.toolsVersion.isEmpty, "\(path)")
    }
  }

  /// Custom-class element counts and runtime attribute types on them, from MANIFEST.md.
  @Test(arguments: [
    (
      "IBAnimatable__IBAnimatable/IBAnimatableApp/IBAnimatableApp/Demo/DemoApp.storyboard", 162,
      ["color": 151, "string": 113, "number": 82, "image": 31, "boolean": 10, "point": 7]
    ),
    (
      "kaunteya__ProgressKit/ProgressKit/Base.lproj/Main.storyboard", 61,
      ["color": 57, "number": 49, "boolean": 13, "size": 11]
    ),
    (
      "evgenyneu__Cosmos/Demo/Base.lproj/Main.storyboard", 8,
      ["number": 23, "color": 17, "image": 2, "string": 1]
    ),
    (
      "duckduckgo__macos-browser/DuckDuckGo/NavigationBar/View/NavigationBar.storyboard", 40,
      ["color": 49, "number": 26, "image": 12, "size": 1]
    ),
    ("MengTo__Spring/Spring/LoadingView.xib", 3, [:]),
    ("HeroTransitions__Hero/TvOSExamples/Basic.storyboard", 0, [:]),
  ])
  func countsMatchTheManifest(file: String, instances: Int, types: [String: Int]) throws {
    let document = try IBDocument.read(contentsOfFile: Corpus.path(file))
    #expect(document.instances.count == instances)
    var found: [String: Int] = [:]
    for object in document.instances {
      for attribute in object.runtimeAttributes { found[attribute.type, default: 0] += 1 }
    }
    #expect(found == types)
  }

  @Test func attributesElsewhereAreKept() throws {
    let path = "IBDecodable__IBDecodable/Tests/Resources/StoryboardUserDefinedAttributes.storyboard"
    let document = try IBDocument.read(contentsOfFile: Corpus.path(path))
    #expect(document.instances.isEmpty)
    var found: [String: Int] = [:]
    for object in document.objects {
      for attribute in object.runtimeAttributes { found[attribute.type, default: 0] += 1 }
    }
    #expect(
      found == [
        "boolean": 7, "number": 7, "color": 5, "image": 5, "nil": 5, "point": 5, "range": 5,
        "rect": 5, "string": 5,
      ])
    let cell = try #require(document.object(withID: "VPu-q4-v6m"))
    #expect(cell.elementKind == "tableViewCell")
    #expect(cell.parentID == "sej-eN-l3S")
    #expect(cell.frame == CGRect(x: 0, y: 28, width: 375, height: 44))
    let values = Dictionary(uniqueKeysWithValues: cell.attributes.map { ($0.keyPath, $0.value) })
    #expect(values["rect"] == .rect(.zero))
    #expect(values["range"] == .range(location: 0, length: 0))
    #expect(values["nil"] == .nil)
    #expect(values["string"] == .string(""))
    #expect(values["number"] == .integer(0))
  }

  @Test func cosmosValuesMatchTheFile() throws {
    let path = Corpus.path("evgenyneu__Cosmos/Demo/Base.lproj/Main.storyboard")
    let document = try IBDocument.read(contentsOfFile: path)
    let view = try #require(document.object(withID: "Zcm-Q3-Dv1"))
    #expect(view.customClass == "CosmosView")
    #expect(view.customModule == "Cosmos")
    #expect(view.frame == CGRect(x: 41, y: 250.5, width: 293, height: 53))
    #expect(view.standard.contentMode == .scaleToFill)
    let attributes = view.coder.runtimeAttributes
    #expect(attributes.first == Attribute("rating", .real(3.7000000000000002)))
    #expect(attributes.contains(Attribute("starSize", .real(53))))
    let border = try #require(attributes.first { $0.keyPath == "emptyBorderColor" })
    #expect(
      border.value
        == .color(
          Color(
            red: 0.72808837890625, green: 0.74664461612701416, blue: 0.99924099445343018, alpha: 1)
        ))
  }

  @Test func rtIconButtonSizeAndFrame() throws {
    let path = Corpus.path("rickytan__RTIconButton/Example/RTIconButton/Main.storyboard")
    let document = try IBDocument.read(contentsOfFile: path)
    let button = try #require(document.object(withID: "yoH-Gl-Loe"))
    #expect(button.elementKind == "button")
    #expect(button.frame == CGRect(x: 4, y: 68, width: 83, height: 56))
    #expect(button.attributes.contains(Attribute("iconSize", .size(CGSize(width: 44, height: 44)))))
    #expect(button.standard.isOpaque == false)
  }

  @Test func progressBarBackgroundIsClear() throws {
    let path = Corpus.path(
      "MatiBot__MBCircularProgressBar/Example/MBCircularProgressBar/Main.storyboard")
    let document = try IBDocument.read(contentsOfFile: path)
    let view = try #require(document.object(withID: "ubh-gd-bZD"))
    #expect(view.coder.frame == CGRect(x: 88, y: 233.5, width: 200, height: 200))
    #expect(view.standard.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 0))
  }

  @Test func displayP3NamedColoursResolve() throws {
    let path = "duckduckgo__macos-browser/DuckDuckGo/NavigationBar/View/NavigationBar.storyboard"
    let document = try IBDocument.read(contentsOfFile: Corpus.path(path))
    let white = try #require(document.namedColors["AddressBarBackgroundColor"])
    #expect(abs(white.red - 1) < 1e-9 && abs(white.green - 1) < 1e-9 && abs(white.blue - 1) < 1e-9)
    let border = try #require(document.namedColors["AddressBarBorderColor"])
    #expect(border.red == 0 && abs(border.alpha - 0.20000000298023224) < 1e-12)
    #expect(!document.warnings.contains { $0.message.contains("named colour") })
  }
}
