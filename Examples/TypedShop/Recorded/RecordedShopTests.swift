// Exported by `export-test --swift`: a recorded session, replayed through WayfinderScript's
// public API, with the screen (as `run` prints it) and the whole tree (as `show` prints it)
// asserted after every step. Export it again rather than edit it.

import Foundation
import Testing
import WayfinderScript

@MainActor
@Suite struct RecordedShopTests {
    /// Where the session comes from: the recording, the test file and the app it was exported for.
    static let exported = (
        tool: #"wayfinder"#, recording: #"session.jsonl"#,
        test: #"RecordedShopTests.swift"#, app: #"shop"#)
    /// The manifest the session was recorded with, found from this file.
    static let manifest = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent(#"../../../Configs/shop.yaml"#).standardized.path

    @Test(#"session.jsonl: 13 steps replay as recorded"#)
    func replay() async throws {
        let session = try await AppSession.compose(manifestAt: Self.manifest, stateRestoration: false)
        #expect(session.screen == #"""
            tabs: [home] search cart(2) profile
            path: Home
            Home
              Today's picks.
              1. Item 1 (push item)
              2. Shoes (push category)
              3. Filters (present filters)
              4. Take the tour (flow onboarding)
              slot recommendations: Recommended for you
                1. Item 7 (push item)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                  * home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 1
        try await session.run(#"tap 1"#)
        #expect(session.screen == #"""
            tabs: [home] search cart(2) profile
            path: Home > Item 1
            Item 1
              A fine item.
              1. Go to cart (tab cart)
              2. Share (open shop://item/{id})
              3. Back (back)
              state quantity: 1
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                  * home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                      #6 item id=1
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 2
        try await session.run(#"swipe-back"#)
        #expect(session.screen == #"""
            tabs: [home] search cart(2) profile
            path: Home
            Home
              Today's picks.
              1. Item 1 (push item)
              2. Shoes (push category)
              3. Filters (present filters)
              4. Take the tour (flow onboarding)
              slot recommendations: Recommended for you
                1. Item 7 (push item)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                  * home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 3
        try await session.run(#"tap 3"#)
        #expect(session.screen == #"""
            tabs: [home] search cart(2) profile
            path: Home ^ Filters (detents medium,large)
            Filters
              1. Apply (dismiss)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                  * home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                      #7 filters (detents medium,large)
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 4
        try await session.run(#"swipe-down"#)
        #expect(session.screen == #"""
            tabs: [home] search cart(2) profile
            path: Home
            Home
              Today's picks.
              1. Item 1 (push item)
              2. Shoes (push category)
              3. Filters (present filters)
              4. Take the tour (flow onboarding)
              slot recommendations: Recommended for you
                1. Item 7 (push item)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                  * home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 5
        try await session.run(#"tab search"#)
        #expect(session.screen == #"""
            tabs: home [search] cart(2) profile
            path: Search
            Search
              1. Shoes (push category)
              2. Bags (push category)
              3. Filters (present filters)
              state query: ""
              state filter (search-flow): all
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                  * search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 6
        try await session.run(#"set filter inStock"#)
        #expect(session.screen == #"""
            tabs: home [search] cart(2) profile
            path: Search
            Search
              1. Shoes (push category)
              2. Bags (push category)
              3. Filters (present filters)
              state query: ""
              state filter (search-flow): inStock
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                  * search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 7
        try await session.run(#"push item id=4"#)
        #expect(session.screen == #"""
            tabs: home [search] cart(2) profile
            path: Search > Item 4
            Item 4
              A fine item.
              1. Go to cart (tab cart)
              2. Share (open shop://item/{id})
              3. Back (back)
              state quantity: 1
              state filter (search-flow): inStock
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                  * search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                      #8 item id=4
                    cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 8
        try await session.run(#"tab cart"#)
        #expect(session.screen == #"""
            tabs: home search [cart(2)] profile
            path: Cart
            Cart
              2 items
              1. Check out (flow checkout)
              2. Item 1 (push item)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                      #8 item id=4
                  * cart "Cart" icon=cart badge=2
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 9
        try await session.run(#"badge cart 5"#)
        #expect(session.screen == #"""
            tabs: home search [cart(5)] profile
            path: Cart
            Cart
              2 items
              1. Check out (flow checkout)
              2. Item 1 (push item)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                      #8 item id=4
                  * cart "Cart" icon=cart badge=5
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 10
        let error10 = await #expect(throws: CommandError.self) {
            try await session.run(#"dismiss"#)
        }
        #expect(error10?.isRedirect == false)
        #expect(error10?.description == #"dismiss: nothing is presented on 'cart'"#)
        #expect(session.screen == #"""
            tabs: home search [cart(5)] profile
            path: Cart
            Cart
              2 items
              1. Check out (flow checkout)
              2. Item 1 (push item)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                      #8 item id=4
                  * cart "Cart" icon=cart badge=5
                    stack c4.stack
                      #4 cart
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 11
        let error11 = await #expect(throws: CommandError.self) {
            try await session.run(#"tap 1"#)
        }
        #expect(error11?.isRedirect == true)
        #expect(error11?.description == #"flow checkout: redirected by auth-guard: log in to see 'checkout'"#)
        #expect(session.screen == #"""
            tabs: home search [cart(5)] profile
            path: Cart ^ Log in (fullScreenCover)
            Log in
              1. Log in as Ada (login ada)
              2. Cancel (dismiss)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                      #8 item id=4
                  * cart "Cart" icon=cart badge=5
                    stack c4.stack
                      #4 cart
                      #9 login (fullScreenCover)
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 12
        try await session.run(#"login ada"#)
        #expect(session.screen == #"""
            tabs: home search [cart(5)] profile
            path: Cart > [checkout] Checkout
            Checkout
              Shipping address
              1. Continue (push checkout-payment)
              2. Cancel (finish)
              state address: ""
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                  c7 checkout (coordinator, pushed)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                      #8 item id=4
                  * cart "Cart" icon=cart badge=5
                    stack c4.stack
                      #4 cart
                      #10 checkout [c7]
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        // Step 13
        try await session.run(#"tap 1"#)
        #expect(session.screen == #"""
            tabs: home search [cart(5)] profile
            path: Cart > [checkout] Checkout > Payment
            Payment
              1. Pay (push checkout-done)
              2. Back (back)
            """#)
        #expect(session.tree == #"""
            coordinators
              c0 main (tabs, root)
                c1 home-flow (coordinator, tab)
                  c2 recommendations (base, embedded)
                c3 search-flow (coordinator, tab)
                c4 cart-flow (coordinator, tab)
                  c7 checkout (coordinator, pushed)
                c5 profile-flow (coordinator, tab)
            stack c0.stack
              #0 tabs tabBar=standard
                tabs c0
                    home "Home" icon=house
                    stack c1.stack
                      #1 home
                        embed recommendations
                          stack c2.stack
                            #2 recommendations-panel
                    search "Search" icon=magnifyingglass
                    stack c3.stack
                      #3 search
                      #8 item id=4
                  * cart "Cart" icon=cart badge=5
                    stack c4.stack
                      #4 cart
                      #10 checkout [c7]
                      #11 checkout-payment [c7]
                    profile "Profile" icon=person
                    stack c5.stack
                      #5 profile
            """#)

        await session.app.stop()
    }
}
