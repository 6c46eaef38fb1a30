# The Debian packages: `cpack -G DEB` in a build configured for the system prefix (`make package`:
# -DCMAKE_INSTALL_PREFIX=/usr -DLLMFMT_PKGCONFIG_RPATH=OFF). One package per install component
# (CMakeLists.txt), the usual split (docs/install.md):
#   libllmfmt0.2    lib     the shared library (C ABI + public C++ API), named after its SONAME
#   libllmfmt-dev   dev     headers, static libraries, the CMake package and pkg-config files
#   llmfmt          cli     the command line, its man page and completions, the fixtures and schemas
#   python3-llmfmt  python  the Python module (ctypes over the shared library)
# Dependencies on Debian's shared libraries come from dpkg-shlibdeps; the rest are spelled below.
# Descriptions: a summary line, then the long text (CPack indents it, an empty line is " .").
set(LLMFMT_DEB_LIB libllmfmt${LLMFMT_SOVERSION})
set(LLMFMT_DEB_RELEASE 1)
set(LLMFMT_DEB_VERSION ${PROJECT_VERSION}-${LLMFMT_DEB_RELEASE})

set(CPACK_PACKAGE_NAME llmfmt)
set(CPACK_PACKAGE_VENDOR "llmfmt")
set(CPACK_PACKAGE_CONTACT "llmfmt maintainers <maintainers@users.noreply.a-seed-71acae96.example>")  # the commits' author
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# Each package's synopsis is the first line of its own description below: CPackDeb prepends the
# summary to it unless the summary is CPack's default (Internal/CPack/CPackDeb.cmake, 3.25).
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${CPACK_PACKAGE_NAME} built using CMake")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR}/packages)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL lib dev python)
if(LLMFMT_BUILD_CLI)
  list(APPEND CPACK_COMPONENTS_ALL cli)
endif()
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE ${LLMFMT_DEB_RELEASE})
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# dpkg-shlibdeps finds libllmfmt.so.0.2 in the package being built, not on the system.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${PROJECT_BINARY_DIR})

set(CPACK_DEBIAN_LIB_PACKAGE_NAME ${LLMFMT_DEB_LIB})
set(CPACK_DEBIAN_LIB_PACKAGE_SECTION libs)
# A shlibs file, and ldconfig as a dpkg trigger (Debian policy 8.1.1), for the package that holds
# the shared library (lib).
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
# CPack 3.25 also writes a postinst and postrm that call ldconfig (lintian:
# maintscript-calls-ldconfig); replacing them with empty ones only trades it for
# maintainer-script-empty.
file(WRITE ${PROJECT_BINARY_DIR}/debian-lib/triggers "activate-noawait ldconfig\n")
set(CPACK_DEBIAN_LIB_PACKAGE_CONTROL_EXTRA ${PROJECT_BINARY_DIR}/debian-lib/triggers)
set(CPACK_DEBIAN_LIB_DESCRIPTION "parsers for the line-oriented text formats LLMs write - shared library
llmfmt parses, validates and checks llmist block format, STF, JSON5, TELT,
GaryML and DSL v0.3 text, with precise diagnostics for malformed model output.

This package holds the shared library: the C interface (llmfmt_c.h) and the
public C++ API.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libllmfmt-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
# uuid-dev: Debian's ANTLR CMake package links -luuid without depending on it (bookworm's
# libantlr4-runtime-dev 4.9+dfsg-3), so find_package(llmfmt) consumers fail without it.
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS
    "${LLMFMT_DEB_LIB} (= ${LLMFMT_DEB_VERSION}), nlohmann-json3-dev (>= 3.10), libantlr4-runtime-dev, uuid-dev, libssl-dev, pkg-config")
set(CPACK_DEBIAN_DEV_DESCRIPTION "parsers for the line-oriented text formats LLMs write - development files
llmfmt parses, validates and checks llmist block format, STF, JSON5, TELT,
GaryML and DSL v0.3 text, with precise diagnostics for malformed model output.

This package holds the headers, the static libraries llmfmt and llmfmt_runtime
(TELT execution, DSL runs), the CMake package (find_package(llmfmt):
llmfmt::llmfmt, llmfmt::runtime) and the pkg-config files llmfmt and llmfmt-
runtime.")

set(CPACK_DEBIAN_CLI_PACKAGE_NAME llmfmt)
set(CPACK_DEBIAN_CLI_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_CLI_DESCRIPTION "check, parse and fix the line-oriented text formats LLMs read and write
The llmfmt command checks llmist block format, STF, JSON5, TELT, GaryML and
DSL v0.3 files like a compiler (text, JSON lines or SARIF), parses them to
JSON, applies machine-applicable fixes, executes TELT edits transactionally
and runs DSL programs. It also runs the conformance fixtures (installed in
/usr/share/llmfmt) against other implementations.")

set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-llmfmt)
set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
set(CPACK_DEBIAN_PYTHON_PACKAGE_ARCHITECTURE all)
set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS "python3:any, ${LLMFMT_DEB_LIB} (>= ${LLMFMT_DEB_VERSION})")
set(CPACK_DEBIAN_PYTHON_PACKAGE_SHLIBDEPS OFF)
set(CPACK_DEBIAN_PYTHON_DESCRIPTION "parsers for the line-oriented text formats LLMs write - Python 3 module
llmfmt parses, validates and checks llmist block format, STF, JSON5, TELT,
GaryML and DSL v0.3 text, with precise diagnostics for malformed model output.

This package holds the Python 3 module llmfmt (parse, check, fix, stream), a
ctypes binding of the shared library.")

# /usr/share/doc/<package>/{copyright,changelog.Debian.gz}, only in the packages (EXCLUDE_FROM_ALL:
# not in `cmake --install`).
string(TIMESTAMP LLMFMT_DEB_DATE "%a, %d %b %Y %H:%M:%S +0000" UTC)
set(LLMFMT_DEB_DOC ${PROJECT_BINARY_DIR}/debian-doc)
file(WRITE ${LLMFMT_DEB_DOC}/changelog.Debian
     "llmfmt (${LLMFMT_DEB_VERSION}) unstable; urgency=medium\n\n"
     "  * Built with cpack from the llmfmt sources (cmake/packaging.cmake).\n\n"
     " -- ${CPACK_PACKAGE_CONTACT}  ${LLMFMT_DEB_DATE}\n")
execute_process(COMMAND gzip -9nf ${LLMFMT_DEB_DOC}/changelog.Debian)
foreach(component lib dev cli python)
  string(TOUPPER ${component} upper)
  install(FILES ${PROJECT_SOURCE_DIR}/cmake/debian-copyright DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${CPACK_DEBIAN_${upper}_PACKAGE_NAME}
          RENAME copyright COMPONENT ${component} EXCLUDE_FROM_ALL)
  install(FILES ${LLMFMT_DEB_DOC}/changelog.Debian.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${CPACK_DEBIAN_${upper}_PACKAGE_NAME}
          COMPONENT ${component} EXCLUDE_FROM_ALL)
endforeach()

include(CPack)
