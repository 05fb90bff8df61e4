import Testing
import WayfinderMacros

// The code of WayfinderMacros' landing page, compiled with the macro and run.

@RouteNames
enum LibraryRoute: RouteType {
    case shelf
    case book(isbn: String)
    case reader(isbn: String, page: Int)

    var presentationStyle: PresentationStyle {
        switch self {
        case .reader: .fullScreenCover
        case .shelf, .book: .push
        }
    }
}

@RouteNames("profile")
enum MemberRoute {
    case overview
    case edit(field: String)

    var presentationStyle: PresentationStyle { .sheet }
}

@Suite struct MacrosSamples {
    @Test func landingPage_namesAreWhatItSays() {
        #expect(LibraryRoute.registeredName == "library")
        #expect(LibraryRoute.book(isbn: "0").routeName == "book")
        #expect(MemberRoute.registeredName == "profile")
        #expect(MemberRoute.edit(field: "name").routeName == "edit")
        for route in [LibraryRoute.shelf, .book(isbn: "1"), .reader(isbn: "2", page: 3)] {
            #expect(route.routeName == route.reflectedRouteName)
        }
    }
}
