import Foundation
import Testing

@testable import DesignableCLI

/// Where a silent crash happened, read from the runtime's backtrace of the crashed thread.
@Suite struct CrashSiteTests {
  private func backtrace(_ frames: [String]) -> String {
    ([
      "", "*** Signal 11: Backtracing from 0x5593... done ***", "",
      "*** Program crashed: Bad pointer dereference at 0x0000000000000008 ***", "",
      "Thread 0 \"Demo\" crashed:", "",
    ]
      + frames.enumerated().map { "  \($0.offset) [ra] 0x000055930000\($0.offset) \($0.element)" }
      + ["...", "", "Backtrace took 0.42s"]).joined(separator: "\n")
  }

  private let isDesignables = { (file: String) in file.hasPrefix("/pkg/Designable/Sources/") }

  @Test func theFirstFrameOfTheComponentIsNamedPastTheLibraries() throws {
    let text = backtrace([
      "_swift_release_dealloc + 13 in libswiftCore.so",
      "outlined destroy of [DrawCommand] + 19 in Demo at //<compiler-generated>",
      "GraphicsContext.deinit + 115 in Demo at /pkg/Designable/Sources/Components/Drawing/GraphicsContext.swift:30",
      "Image.init(rgbaBytes:width:height:) + 805 in Demo at Sources/Palette/UIImageExtension.swift:41:5",
      "Palette.foregroundImage() + 1590 in Demo at Sources/Palette/Palette.swift:82:27",
    ])
    let site = try #require(CrashSite(backtrace: text, image: "Demo", isDesignables: isDesignables))
    #expect(
      site
        == CrashSite(
          function: "Image.init(rgbaBytes:width:height:)", location: "UIImageExtension.swift:41",
          recursive: false))
    let said = IsolatedCheck.silentCrash(SIGSEGV, site: site)
    #expect(said.hasPrefix(", printing nothing, in `Image.init(rgbaBytes:width:height:)`"))
    #expect(said.contains("unsafe pointer") && !said.contains("calls itself"))
  }

  @Test func aFunctionFillingTheStackCallsItself() throws {
    let frames =
      ["Gauge.level.getter + 8 in Demo at /src/Gauge.swift:16"]
      + Array(repeating: "Gauge.level.getter + 24 in Demo at /src/Gauge.swift:16:23", count: 40)
    let site = try #require(
      CrashSite(backtrace: backtrace(frames), image: "Demo", isDesignables: isDesignables))
    #expect(site.recursive && site.location == "Gauge.swift:16")
    #expect(
      IsolatedCheck.silentCrash(SIGSEGV, site: site)
        == ", printing nothing: `Gauge.level.getter` (Gauge.swift:16) calls itself without end, "
        + "which overflows the stack")
    #expect(IsolatedCheck.Fix.recursion(site.function).text.hasPrefix("Make `Gauge.level.getter`"))
  }

  @Test func aCrashOutsideTheComponentHasNoSite() {
    let text = backtrace([
      "_swift_release_dealloc + 13 in libswiftCore.so",
      "Canvas.fill() + 10 in Demo at /pkg/Designable/Sources/Raster/Canvas.swift:9",
      "main + 20 in Other at /src/main.swift:3",
    ])
    #expect(CrashSite(backtrace: text, image: "Demo", isDesignables: isDesignables) == nil)
    #expect(CrashSite(backtrace: "", image: "Demo", isDesignables: isDesignables) == nil)
  }

  @Test func designablesOwnSourcesAreTheLibraryNotItsExamples() {
    let root = IsolatedCheck.librarySources
    #expect(IsolatedCheck.isDesignables(root + "Components/Views/View.swift"))
    #expect(!IsolatedCheck.isDesignables(root + "DesignableExamples/Flawed/RecursiveGauge.swift"))
    #expect(!IsolatedCheck.isDesignables("Sources/Palette/Palette.swift"))
  }
}
