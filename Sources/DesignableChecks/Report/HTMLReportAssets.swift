/// The report's style sheet, script and Content-Security-Policy. The page loads the first
/// two from files beside it, so the policy can forbid every inline script and style.
enum HTMLReportAssets {
  /// Nothing loads unless the policy names it: pictures, the style sheet and the script from
  /// the report's own folder; no inline script or style, no plugins, forms or base URL.
  static let contentSecurityPolicy =
    "default-src 'none'; img-src 'self'; style-src 'self'; script-src 'self'; "
    + "base-uri 'none'; form-action 'none'; object-src 'none'"

  /// The slider and the onion skin of each failure.
  static let script = """
    document.querySelectorAll('.compare').forEach(function (c) {
      var s = c.querySelector('.slide'), o = c.querySelector('.onion');
      var si = c.querySelector('.slider-view .over'), oi = c.querySelector('.onion-view .over');
      s.addEventListener('input', function () { si.style.clipPath = 'inset(0 0 0 ' + s.value + '%)'; });
      o.addEventListener('input', function () { oi.style.opacity = o.value / 100; });
    });

    """

  static let style = """
    body{font:15px/1.45 -apple-system,system-ui,"DejaVu Sans",sans-serif;margin:0 auto;max-width:1100px;padding:16px;color:#1d1d1f;background:#fafafa}
    h1{margin:.2em 0}h2{border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:1.6em}
    .meta{color:#666}.counts{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none}
    .counts li{background:#eee;border-radius:12px;padding:2px 10px}.counts .bad{background:#fdd;color:#900}.counts .good{background:#dfd;color:#060}
    section{background:#fff;border:1px solid #e3e3e3;border-radius:8px;padding:12px;margin:12px 0}
    section.failed{border-left:5px solid #d33}.group{color:#888;font-weight:normal;font-size:.8em}
    .triptych,.gallery{display:flex;flex-wrap:wrap;gap:12px}
    figure{margin:0;text-align:center}figure img{max-width:100%;height:auto;background:repeating-conic-gradient(#ddd 0% 25%,#fff 0% 50%) 0 0/16px 16px;border:1px solid #ccc;image-rendering:pixelated}
    .triptych figure{flex:1 1 200px;max-width:340px}.gallery figure{flex:0 1 150px}figcaption{font-size:.8em;color:#555;word-break:break-all}
    .lifecycle{margin-top:8px;font-size:.85em}.lifecycle table{border-collapse:collapse;margin:6px 0}.lifecycle caption{text-align:left;font-weight:bold}.lifecycle th{text-align:left;font-weight:normal;white-space:nowrap;vertical-align:top;padding:2px 12px 2px 0;color:#555}
    .missing{width:120px;height:80px;display:flex;align-items:center;justify-content:center;color:#999;border:1px dashed #ccc}
    .compare{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start;margin-top:8px}
    .slider-view,.onion-view{position:relative;display:inline-block;max-width:340px}
    .slider-view img,.onion-view img{display:block;max-width:100%;background:repeating-conic-gradient(#ddd 0% 25%,#fff 0% 50%) 0 0/16px 16px;image-rendering:pixelated}
    .slider-view .over,.onion-view .over{position:absolute;left:0;top:0}
    .slider-view .over{clip-path:inset(0 0 0 50%)}.onion-view .over{opacity:.5}
    .message{white-space:pre-wrap;font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.85em;background:#f6f6f6;padding:8px;border-radius:6px;overflow-x:auto}
    table.numbers th{text-align:left;padding-right:12px;font-weight:normal;color:#555}
    code{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-size:.85em;word-break:break-all}
    .command{background:#1d1d1f;color:#fff;padding:2px 6px;border-radius:4px}
    .finding{border-top:1px solid #eee;padding-top:6px}.finding.unexpected h4{color:#b00}.finding.expected h4{color:#666}.fix{color:#135}
    @media (max-width:600px){body{padding:8px;font-size:14px}.triptych figure{flex-basis:100%}}

    """
}
