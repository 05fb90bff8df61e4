import Foundation
import FuzzSupport
import WayfinderRouting

// deeplink: bytes -> patterns and URLs -> DeepLinkMatcher add + match.
//
// The text is split into lines: lines before the first empty line are templates (route `r0`,
// `r1`, ... by position), lines after it are URLs to match. A first line of exactly `!reject`
// makes unknown query parameters a rejection. Beyond never crashing, it checks that a parsed
// template parses again to the same pattern and survives JSON, that every match is consistent
// with the pattern it names, that a rebuilt matcher answers the same, and that a literal-only
// template matches itself when used as a URL.

/// The fuzz target: one input, checked.
func fuzzDeepLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let rejects = lines.first == "!reject"
    if rejects { lines.removeFirst() }
    let split = lines.firstIndex(of: "") ?? lines.count
    let templates = lines[..<split]
    let urls = lines[split...].dropFirst()

    var matcher = DeepLinkMatcher(unknownQueryParameters: rejects ? .reject : .ignore)
    for (index, template) in templates.enumerated() {
        checkPattern(template)
        let before = matcher.entries
        do {
            try matcher.add(template, route: "r\(index)")
        } catch {
            _ = error.description
            check(matcher.entries == before, "a refused add changed the entries: \(template)")
        }
    }

    let rebuilt: DeepLinkMatcher
    do {
        rebuilt = try DeepLinkMatcher(matcher.entries, unknownQueryParameters: matcher.unknownQueryParameters)
    } catch {
        violation("the entries of a matcher do not build a matcher: \(error)")
    }
    for url in urls {
        let outcome = result(matcher, url)
        check(outcome == result(rebuilt, url), "a rebuilt matcher answers \(url) differently")
        if case .success(let match) = outcome { checkMatch(match, url: url, matcher: matcher) }
    }
    for entry in matcher.entries where isLiteralOnly(entry.pattern) {
        let url = entry.pattern.template
        guard case .success(let match) = result(matcher, url) else {
            violation("the literal template \(url) does not match itself: \(result(matcher, url))")
        }
        check(match.pattern.segments == entry.pattern.segments, "the literal template \(url) matched \(match.pattern)")
    }
    return 0
}

private func result(_ matcher: DeepLinkMatcher, _ url: String) -> Result<DeepLinkMatch, DeepLinkRejection> {
    do {
        return .success(try matcher.match(url))
    } catch {
        _ = error.description
        return .failure(error)
    }
}

/// A template that parses describes itself: parsing its text again, or through JSON, gives
/// the same pattern.
private func checkPattern(_ template: String) {
    let pattern: DeepLinkPattern
    do {
        pattern = try DeepLinkPattern(template)
    } catch {
        _ = error.description
        return
    }
    check((try? DeepLinkPattern(pattern.template)) == pattern, "\(template) parses differently the second time")
    check(Set(pattern.parameterNames).count == pattern.parameterNames.count, "\(template) repeats a parameter name")
    do {
        let data = try JSONEncoder().encode(pattern)
        check(try JSONDecoder().decode(DeepLinkPattern.self, from: data) == pattern, "\(template) changes through JSON")
    } catch {
        violation("\(template) does not survive JSON: \(error)")
    }
}

/// A match names one of the matcher's entries and holds exactly the values that entry asks for.
private func checkMatch(_ match: DeepLinkMatch, url: String, matcher: DeepLinkMatcher) {
    check(
        matcher.entries.contains(DeepLinkMatcher.Entry(match.pattern, routeName: match.routeName)),
        "\(url) matched \(match.pattern) -> \(match.routeName), which is not an entry"
    )
    let pattern = match.pattern
    for name in match.parameters.keys {
        check(pattern.parameterNames.contains(name), "\(url) gave \(name), which \(pattern) does not declare")
    }
    for name in pattern.pathParameterNames {
        check(match.parameters[name] != nil, "\(url) matched \(pattern) without its path parameter \(name)")
    }
    for query in pattern.queryParameters where query.isRequired {
        check(match.parameters[query.name] != nil, "\(url) matched \(pattern) without the required \(query.name)")
    }
    var types: [String: DeepLinkParameterType] = [:]
    for segment in pattern.segments {
        if case .parameter(let name, let type) = segment { types[name] = type }
    }
    for query in pattern.queryParameters { types[query.name] = query.type }
    for (name, value) in match.parameters {
        switch (types[name], value) {
        case (.int?, .int), (.string?, .string), (.uuid?, .string):
            break
        case (.oneOf(let options)?, .string(let text)):
            check(options.contains(text), "\(url) gave \(name) = \(text), not one of \(options)")
        default:
            violation("\(url) gave \(name) = \(value) for a parameter of type \(String(describing: types[name]))")
        }
    }
    do {
        let data = try JSONEncoder().encode(match)
        check(
            try JSONDecoder().decode(DeepLinkMatch.self, from: data) == match,
            "the match of \(url) changes through JSON")
    } catch {
        violation("the match of \(url) does not survive JSON: \(error)")
    }
    _ = match.defaultRoute()
}

/// Whether the template is plain literal path segments in characters a URL keeps as they are.
private func isLiteralOnly(_ pattern: DeepLinkPattern) -> Bool {
    let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/:._-~")
    return pattern.queryParameters.isEmpty && pattern.template.allSatisfy(plain.contains)
        && pattern.segments.allSatisfy { if case .literal = $0 { true } else { false } }
}
