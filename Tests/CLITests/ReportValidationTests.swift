import Foundation
import Testing
import TestSupport

/// Reports checked by the programs that read them: the JUnit XML by `xmllint`
/// against the Jenkins xunit plugin's schema, the HTML page by headless Chromium.
@Suite("Reports in real readers", .serialized)
struct ReportValidationTests {
    /// Passing, failing, stopped and unparsable scenarios in nested folders, with output and awkward names.
    func cases() throws -> String {
        let folder = try temporaryFolder()
        for sub in ["cases/layout", "cases/updates/deep"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        let files = [
            "cases/layout/pass.scenario": "section 3 rows\nassert visible 0,0..0,2\n",
            "cases/layout/a&b <c>.scenario": "section 3 rows\nprint offset\n",
            "cases/updates/deep/fail.scenario": "section 20 rows\nscroll 100\nshow\nprint visible\n> 0,2 0,3\nassert offset 5\n",
            "cases/updates/stop.scenario": "section 2 rows\nselect 0,9\n",
            "cases/syntax.scenario": "scrol 10\n",
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    static let schema = repositoryRoot + "/Tests/Fixtures/junit-10.xsd"

    @Test(.enabled(if: ExternalTool.runs("xmllint"), "xmllint (Debian's libxml2-utils) is not installed"))
    func junitIsValidAgainstTheXunitSchema() throws {
        let xmllint = try #require(ExternalTool.find("xmllint"), "xmllint is required (.ci/run installs libxml2-utils)")
        let folder = try cases()
        let result = try Tablesim.run(["run", "--junit", "report.xml", "cases"], directory: folder)
        #expect(result.status == 1)
        let check = try runProgram(xmllint, ["--noout", "--schema", Self.schema, folder + "/report.xml"])
        #expect(check.status == 0, "\(check.output)")
        let xml = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="cases/updates/deep" tests="1" failures="1" errors="0" skipped="0" time=""#))
        #expect(xml.contains(#"<testcase name="fail.scenario" classname="cases.updates.deep" time=""#))
        #expect(xml.contains(#"<testcase name="a&amp;b &lt;c&gt;.scenario" classname="cases.layout" time=""#))
        #expect(xml.range(of: #"timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d" hostname="[^"]+""#, options: .regularExpression) != nil)
        #expect(xml.contains(#"<testsuites name="tablesim" tests="5" failures="1" errors="2" time=""#))
        // The schema is a real check: a test case with a `file` attribute, as tablesim once wrote, is rejected.
        let old = xml.replacingOccurrences(of: #"<testcase name="pass.scenario""#, with: #"<testcase file="x" name="pass.scenario""#)
        try old.write(toFile: folder + "/old.xml", atomically: true, encoding: .utf8)
        let rejected = try runProgram(xmllint, ["--noout", "--schema", Self.schema, folder + "/old.xml"])
        #expect(rejected.status != 0)
        #expect(rejected.output.contains("The attribute 'file' is not allowed"))
    }

    /// The page needs no script (its content security policy allows none, nor
    /// any file from elsewhere): Chromium renders it to a PNG, and its DOM has the summary, every scenario, the failures'
    /// diagnostics and pictures, the `show` pictures and the diff.
    @Test(.enabled(if: ExternalTool.runs("chromium"), "chromium is not installed"))
    func htmlReportRendersInHeadlessChromium() throws {
        let chromium = try #require(ExternalTool.find("chromium"), "chromium is required (.ci/run installs it)")
        let folder = try cases()
        let result = try Tablesim.run(["run", "--html", "report.html", "cases"], directory: folder)
        #expect(result.status == 1)
        let page = folder + "/report.html"
        let flags = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                     "--user-data-dir=\(folder)/profile"]
        let png = folder + "/report.png"
        let shot = try runProgram(chromium, flags + ["--window-size=1200,2400", "--screenshot=\(png)", "file://\(page)"])
        #expect(shot.status == 0, "\(shot.output)")
        let image = try #require(FileManager.default.contents(atPath: png), "no screenshot: \(shot.output)")
        // A PNG of the window's size (the IHDR chunk's width and height, big-endian).
        #expect(Array(image.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let header = Array(image[16..<24])
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }, height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1200 && height == 2400)
        #expect(image.count > 20_000, "an empty page compresses to a few kilobytes")
        if let keep = ProcessInfo.processInfo.environment["TABLESIM_KEEP_SCREENSHOT"] {
            try image.write(to: URL(fileURLWithPath: keep))
        }

        let dump = try runProgram(chromium, flags + ["--dump-dom", "file://\(page)"])
        #expect(dump.status == 0)
        let dom = dump.output
        #expect(dom.contains("<h1>tablesim report</h1>"))
        #expect(dom.contains(#"<span class="pass">2 passed</span>, <span class="fail">3 failed</span>"#))
        for name in ["layout/pass.scenario", "layout/a&amp;b &lt;c&gt;.scenario", "updates/deep/fail.scenario", "updates/stop.scenario", "syntax.scenario"] {
            #expect(dom.contains(">cases/\(name)</a>"), "\(name) in the summary table")
        }
        #expect(dom.components(separatedBy: #"<details class="scenario fail""#).count == 4)
        #expect(dom.components(separatedBy: #"<details class="scenario pass""#).count == 3)
        // The failing scenario: its `show`, then a picture at each of its two failures.
        #expect(dom.components(separatedBy: #"<figure class="picture show">"#).count == 2)
        #expect(dom.components(separatedBy: #"<figure class="picture failure">"#).count == 4)
        #expect(dom.contains("error: assertion failed: offset is 100, expected 5"))
        #expect(dom.contains("unknown command 'scrol'"))
        #expect(dom.contains(#"<del class="removed">-0,2 0,3</del>"#))
        #expect(dom.contains(#"<ins class="added">+0,2 0,3 0,4 0,5"#))
        #expect(!dom.contains("<script"))
        #expect(dom.contains(#"content="default-src 'none'; style-src 'unsafe-inline'""#))
    }
}
