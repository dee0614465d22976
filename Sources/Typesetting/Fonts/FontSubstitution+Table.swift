extension FontSubstitution {
  // Helvetica Neue has no free clone: Heros (Helvetica) is nearest in shape and widths for
  // the regular and bold faces, Inter gives the weights Heros lacks. Weights follow Linotype's
  // numbering: UltraLight 25 (Inter Thin), Thin 35 (ExtraLight), Light 45 (Light), Medium 65.
  static var helveticaNeue: [FontSubstitute] {
    let heros = { (style: String, liberationStyle: String) in
      [texGyre("heros", style), liberation("LiberationSans-\(liberationStyle).ttf")]
    }
    return [
      entry(["HelveticaNeue"], heros("regular", "Regular"), .regular, metric: false),
      entry(["HelveticaNeue-Bold"], heros("bold", "Bold"), .bold, metric: false),
      entry(["HelveticaNeue-Italic"], heros("italic", "Italic"), italic, metric: false),
      entry(
        ["HelveticaNeue-BoldItalic"], heros("bolditalic", "BoldItalic"), boldItalic, metric: false),
      entry(["HelveticaNeue-UltraLight"], [inter("Thin")], light, metric: false),
      entry(["HelveticaNeue-UltraLightItalic"], [inter("ThinItalic")], lightItalic, metric: false),
      entry(["HelveticaNeue-Thin"], [inter("ExtraLight")], light, metric: false),
      entry(["HelveticaNeue-ThinItalic"], [inter("ExtraLightItalic")], lightItalic, metric: false),
      entry(["HelveticaNeue-Light"], [inter("Light")], light, metric: false),
      entry(["HelveticaNeue-LightItalic"], [inter("LightItalic")], lightItalic, metric: false),
      entry(["HelveticaNeue-Medium"], [inter("Medium")], .regular, metric: false),
      entry(["HelveticaNeue-MediumItalic"], [inter("MediumItalic")], italic, metric: false),
      entry(
        ["HelveticaNeue-CondensedBold", "HelveticaNeue-CondensedBlack"],
        [texGyre("heroscn", "bold")], .bold, metric: false),
    ]
  }

  static var helvetica: [FontSubstitute] {
    let heros = { (style: String, liberationStyle: String) in
      [texGyre("heros", style), liberation("LiberationSans-\(liberationStyle).ttf")]
    }
    return [
      entry(["Helvetica"], heros("regular", "Regular"), .regular, metric: true),
      entry(["Helvetica-Bold"], heros("bold", "Bold"), .bold, metric: true),
      entry(["Helvetica-Oblique"], heros("italic", "Italic"), italic, metric: true),
      entry(["Helvetica-BoldOblique"], heros("bolditalic", "BoldItalic"), boldItalic, metric: true),
      entry(["Helvetica-Light"], [inter("Light")], light, metric: false),
      entry(["Helvetica-LightOblique"], [inter("LightItalic")], lightItalic, metric: false),
    ]
  }

  static var arial: [FontSubstitute] {
    let sans = { (style: String, herosStyle: String) in
      [liberation("LiberationSans-\(style).ttf"), texGyre("heros", herosStyle)]
    }
    return [
      entry(["Arial", "ArialMT"], sans("Regular", "regular"), .regular, metric: true),
      entry(["Arial-BoldMT", "Arial Bold"], sans("Bold", "bold"), .bold, metric: true),
      entry(["Arial-ItalicMT", "Arial Italic"], sans("Italic", "italic"), italic, metric: true),
      entry(
        ["Arial-BoldItalicMT", "Arial Bold Italic"], sans("BoldItalic", "bolditalic"), boldItalic,
        metric: true),
    ]
  }

  static var times: [FontSubstitute] {
    let newRoman = { (style: String, termes: String) in
      [liberation("LiberationSerif-\(style).ttf"), texGyre("termes", termes)]
    }
    let classic = { (termes: String, style: String) in
      [texGyre("termes", termes), liberation("LiberationSerif-\(style).ttf")]
    }
    return [
      entry(
        ["Times New Roman", "TimesNewRomanPSMT"], newRoman("Regular", "regular"), .regular,
        metric: true),
      entry(["TimesNewRomanPS-BoldMT"], newRoman("Bold", "bold"), .bold, metric: true),
      entry(["TimesNewRomanPS-ItalicMT"], newRoman("Italic", "italic"), italic, metric: true),
      entry(
        ["TimesNewRomanPS-BoldItalicMT"], newRoman("BoldItalic", "bolditalic"), boldItalic,
        metric: true),
      entry(["Times", "Times-Roman"], classic("regular", "Regular"), .regular, metric: true),
      entry(["Times-Bold"], classic("bold", "Bold"), .bold, metric: true),
      entry(["Times-Italic"], classic("italic", "Italic"), italic, metric: true),
      entry(["Times-BoldItalic"], classic("bolditalic", "BoldItalic"), boldItalic, metric: true),
    ]
  }

  static var courier: [FontSubstitute] {
    let new = { (style: String, cursor: String) in
      [liberation("LiberationMono-\(style).ttf"), texGyre("cursor", cursor)]
    }
    let classic = { (cursor: String, style: String) in
      [texGyre("cursor", cursor), liberation("LiberationMono-\(style).ttf")]
    }
    return [
      entry(["Courier New", "CourierNewPSMT"], new("Regular", "regular"), .regular, metric: true),
      entry(["CourierNewPS-BoldMT"], new("Bold", "bold"), .bold, metric: true),
      entry(["CourierNewPS-ItalicMT"], new("Italic", "italic"), italic, metric: true),
      entry(
        ["CourierNewPS-BoldItalicMT"], new("BoldItalic", "bolditalic"), boldItalic, metric: true),
      entry(["Courier"], classic("regular", "Regular"), .regular, metric: true),
      entry(["Courier-Bold"], classic("bold", "Bold"), .bold, metric: true),
      entry(["Courier-Oblique"], classic("italic", "Italic"), italic, metric: true),
      entry(["Courier-BoldOblique"], classic("bolditalic", "BoldItalic"), boldItalic, metric: true),
    ]
  }

  /// Menlo is DejaVu Sans Mono reworked, with the same advance width (0.602 em).
  static var menlo: [FontSubstitute] {
    let regular = dejaVuCore("DejaVuSansMono.ttf")
    let bold = dejaVuCore("DejaVuSansMono-Bold.ttf")
    return [
      entry(["Menlo", "Menlo-Regular"], [regular], .regular, metric: true),
      entry(["Menlo-Bold"], [bold], .bold, metric: true),
      entry(
        ["Menlo-Italic"], [dejaVuExtra("DejaVuSansMono-Oblique.ttf"), regular], italic, metric: true
      ),
      entry(
        ["Menlo-BoldItalic"], [dejaVuExtra("DejaVuSansMono-BoldOblique.ttf"), bold], boldItalic,
        metric: true),
    ]
  }

  static var palatino: [FontSubstitute] {
    [
      entry(
        ["Palatino", "Palatino-Roman"], [texGyre("pagella", "regular")], .regular, metric: true),
      entry(["Palatino-Bold"], [texGyre("pagella", "bold")], .bold, metric: true),
      entry(["Palatino-Italic"], [texGyre("pagella", "italic")], italic, metric: true),
      entry(["Palatino-BoldItalic"], [texGyre("pagella", "bolditalic")], boldItalic, metric: true),
    ]
  }

  /// Avenir's weights (35 Light, 45 Book, 55 Roman, 65 Medium, 85 Heavy, 95 Black) as Inter's.
  static var avenir: [FontSubstitute] {
    [
      entry(
        ["Avenir", "Avenir-Book", "Avenir-Roman"], [inter("Regular")], .regular, metric: false),
      entry(["Avenir-BookOblique", "Avenir-Oblique"], [inter("Italic")], italic, metric: false),
      entry(["Avenir-Light"], [inter("Light")], light, metric: false),
      entry(["Avenir-LightOblique"], [inter("LightItalic")], lightItalic, metric: false),
      entry(["Avenir-Medium"], [inter("Medium")], .regular, metric: false),
      entry(["Avenir-MediumOblique"], [inter("MediumItalic")], italic, metric: false),
      entry(["Avenir-Heavy"], [inter("ExtraBold")], .bold, metric: false),
      entry(["Avenir-HeavyOblique"], [inter("ExtraBoldItalic")], boldItalic, metric: false),
      entry(["Avenir-Black"], [inter("Black")], .bold, metric: false),
      entry(["Avenir-BlackOblique"], [inter("BlackItalic")], boldItalic, metric: false),
    ]
  }

  static var avenirNext: [FontSubstitute] {
    [
      entry(["Avenir Next", "AvenirNext-Regular"], [inter("Regular")], .regular, metric: false),
      entry(["AvenirNext-Italic"], [inter("Italic")], italic, metric: false),
      entry(["AvenirNext-UltraLight"], [inter("ExtraLight")], light, metric: false),
      entry(
        ["AvenirNext-UltraLightItalic"], [inter("ExtraLightItalic")], lightItalic, metric: false),
      entry(["AvenirNext-Medium"], [inter("Medium")], .regular, metric: false),
      entry(["AvenirNext-MediumItalic"], [inter("MediumItalic")], italic, metric: false),
      entry(["AvenirNext-DemiBold"], [inter("SemiBold")], .bold, metric: false),
      entry(["AvenirNext-DemiBoldItalic"], [inter("SemiBoldItalic")], boldItalic, metric: false),
      entry(["AvenirNext-Bold"], [inter("Bold")], .bold, metric: false),
      entry(["AvenirNext-BoldItalic"], [inter("BoldItalic")], boldItalic, metric: false),
      entry(["AvenirNext-Heavy"], [inter("ExtraBold")], .bold, metric: false),
      entry(["AvenirNext-HeavyItalic"], [inter("ExtraBoldItalic")], boldItalic, metric: false),
    ]
  }

  /// Georgia has no free metric-compatible face here; DejaVu Serif shares its wide
  /// proportions and large x-height.
  static var georgia: [FontSubstitute] {
    let regular = dejaVuCore("DejaVuSerif.ttf")
    let bold = dejaVuCore("DejaVuSerif-Bold.ttf")
    return [
      entry(["Georgia"], [regular], .regular, metric: false),
      entry(["Georgia-Bold"], [bold], .bold, metric: false),
      entry(
        ["Georgia-Italic"], [dejaVuExtra("DejaVuSerif-Italic.ttf"), regular], italic,
        metric: false),
      entry(
        ["Georgia-BoldItalic"], [dejaVuExtra("DejaVuSerif-BoldItalic.ttf"), bold], boldItalic,
        metric: false),
    ]
  }

  /// DejaVu Sans comes from Bitstream Vera, drawn in Verdana's manner (not its widths).
  static var verdana: [FontSubstitute] {
    [
      entry(["Verdana"], [dejaVuCore("DejaVuSans.ttf")], .regular, metric: false),
      entry(["Verdana-Bold"], [dejaVuCore("DejaVuSans-Bold.ttf")], .bold, metric: false),
      entry(["Verdana-Italic"], [dejaVuExtra("DejaVuSans-Oblique.ttf")], italic, metric: false),
      entry(
        ["Verdana-BoldItalic"], [dejaVuExtra("DejaVuSans-BoldOblique.ttf")], boldItalic,
        metric: false),
    ]
  }
}
